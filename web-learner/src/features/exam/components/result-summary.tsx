import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ExamResult } from '../types';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Score with marks and negative marks; rank 'N of M', percentile, the topper's score and the average. */
export function ResultSummary({ result }: { result: ExamResult }) {
  const { t } = useTranslation('exam');
  const r = result.result!;
  const unattempted = r.totalQuestions - r.attemptedQuestions;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', mb: 2 }}>
        <Figure label={t('Score')} value={`${r.score} / ${result.maxScore}`} testId="exam-score" />
        <Figure
          label={t('Rank')}
          value={result.rank ? t('{{rank}} of {{candidates}}', result.rank) : t('Calculating your rank...')}
          testId="exam-rank"
        />
        <Figure label={t('Percentile')} value={result.rank ? String(result.rank.percentile) : '–'} />
        <Figure label={t("Topper's score")} value={String(result.topScore ?? '–')} />
        <Figure label={t('Average score')} value={String(result.averageScore ?? '–')} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(
          '{{correct}} right × {{plus}} − {{wrong}} wrong × {{minus}}; {{unattempted}} not answered (no marks).',
          {
            correct: r.correctAnswers,
            plus: result.marksPerCorrect,
            wrong: r.wrongAnswers,
            minus: result.negativeMarks,
            unattempted,
          },
        )}
      </Typography>
      {(result.bonus ?? []).map((i) => (
        <Typography key={i} variant="body2" sx={{ mt: 0.5, fontWeight: 600 }} data-testid="exam-bonus">
          {t('Bonus: question {{n}} dropped', { n: i + 1 })}
        </Typography>
      ))}
      {result.auto && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('Submitted automatically when the time ran out.')}
        </Typography>
      )}
    </Paper>
  );
}
