import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QuestionTools } from '@/components/learning/question-tools';
import { formatDate } from '@/lib/format';
import type { QuizDetail } from '@/types/quiz';
import type { NotebookEntry } from '../api/types';
import { QuizQuestion } from './quiz-question';

const REASON = { wrong: 'Answered wrong', guess: 'Right on a guess', added: 'Added by you' } as const;

/**
 * One question of My Mistakes: where it came from, when it is due, the answers, the explanation, and the
 * tools the route puts beside every question (the bookmark, 'Report a problem').
 */
export function NotebookEntryCard({
  entry,
  quiz,
  hindi,
  onRemove,
}: {
  entry: NotebookEntry;
  quiz: UseQueryResult<QuizDetail> | undefined;
  hindi: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('learning');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip
          size="small"
          color={entry.reason === 'wrong' ? 'error' : 'default'}
          label={t(REASON[entry.reason])}
        />
        <Chip
          size="small"
          variant="outlined"
          color={entry.dueToday ? 'primary' : 'default'}
          label={entry.dueToday ? t('Due today') : t('Due {{date}}', { date: formatDate(entry.due) })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px', minWidth: 0 }}>
          {entry.source === 'added'
            ? t('From {{quiz}}', { quiz: entry.quizName })
            : t('From {{quiz}}, {{date}}', { quiz: entry.quizName, date: formatDate(entry.addedAt) })}
        </Typography>
        <QuestionTools quizId={entry.quizId} index={entry.index} kind={entry.kind} />
      </Stack>
      <QuizQuestion quiz={quiz} index={entry.index} hindi={hindi} choice={entry.option} reveal />
      <Button size="small" color="inherit" onClick={onRemove} sx={{ mt: 1 }}>
        {t('Remove from My Mistakes')}
      </Button>
    </Paper>
  );
}
