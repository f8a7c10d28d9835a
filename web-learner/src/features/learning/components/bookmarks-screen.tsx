import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useBookmarks } from '../api/get-bookmarks';
import { useQuestionQuizzes } from '../api/get-question-quiz';
import { useListParams } from '../hooks/use-list-params';
import { BookmarkButton } from './bookmark-button';
import { LanguageToggle } from './language-toggle';
import { QuizQuestion } from './quiz-question';
import { SubjectChapterFilters } from './subject-chapter-filters';

/** Bookmarks (issue 32): the bookmarked questions with their answers, with the notebook's filters. */
export function BookmarksScreen() {
  const { t } = useTranslation('learning');
  const [params, setParams] = useListParams(['subject', 'chapter'] as const);
  const [hindi, setHindi] = useState(false);
  const filter = { subject: params.subject || undefined, chapter: params.chapter || undefined };
  const list = useBookmarks(filter);
  const bookmarks = list.data?.bookmarks ?? [];
  const quizzes = useQuestionQuizzes(bookmarks);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
      <Head title={t('Bookmarks')} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, flex: 1 }}>
          {t('Bookmarks')}
        </Typography>
        <Button component={RouterLink} to={paths.myMistakes.getHref()}>
          {t('My Mistakes')}
        </Button>
      </Stack>
      <SubjectChapterFilters
        subjects={list.data?.subjects ?? []}
        chapters={list.data?.chapters ?? []}
        subject={params.subject}
        chapter={params.chapter}
        onChange={setParams}
      >
        <Box sx={{ flex: 1 }} />
        <LanguageToggle hindi={hindi} onToggle={() => setHindi((h) => !h)} />
      </SubjectChapterFilters>
      {list.isPending && <Typography role="status">{t('Loading your bookmarks...')}</Typography>}
      {list.isError && <Alert severity="error">{t('Your bookmarks could not be loaded.')}</Alert>}
      {list.data && bookmarks.length === 0 && (
        <Alert severity="info">
          {filter.subject || filter.chapter
            ? t('No bookmarks match these filters.')
            : t('No bookmarks yet. Use the bookmark button beside a question to keep it here.')}
        </Alert>
      )}
      <Stack component="ol" sx={{ p: 0, m: 0, gap: 2 }}>
        {bookmarks.map((b) => (
          <Paper
            component="li"
            key={`${b.quizId}:${b.index}`}
            variant="outlined"
            sx={{ p: 2, listStyle: 'none' }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
                {b.subject} · {b.chapter || t('No chapter')} ·{' '}
                {t('From {{quiz}}, {{date}}', {
                  quiz: b.quizName,
                  date: formatDate(new Date(b.addedAt).toISOString()),
                })}
              </Typography>
              <BookmarkButton quizId={b.quizId} index={b.index} />
            </Stack>
            <QuizQuestion quiz={quizzes.get(b.quizId)} index={b.index} hindi={hindi} reveal />
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
