import {
  Alert,
  Box,
  Button,
  FormControl,
  InputLabel,
  MenuItem,
  Pagination,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useChangeNotebook } from '../api/change-notebook';
import { useMistakes } from '../api/get-mistakes';
import { useNotebookSummary } from '../api/get-notebook-summary';
import { useQuestionQuizzes } from '../api/get-question-quiz';
import type { NotebookEntry } from '../api/types';
import { useListParams } from '../hooks/use-list-params';
import { LanguageToggle } from './language-toggle';
import { NotebookEntryCard } from './notebook-entry';
import { SubjectChapterFilters } from './subject-chapter-filters';
import { SummaryLine } from './summary-line';

/** The page's entries under their subject and chapter headings, in the server's order. */
function grouped(entries: NotebookEntry[]) {
  const groups: Array<{ subject: string; chapter: string; entries: NotebookEntry[] }> = [];
  for (const e of entries) {
    const last = groups[groups.length - 1];
    if (last && last.subject === e.subject && last.chapter === e.chapter) last.entries.push(e);
    else groups.push({ subject: e.subject, chapter: e.chapter, entries: [e] });
  }
  return groups;
}

/** My Mistakes (issue 32): the notebook, grouped by subject and chapter, with filters and practice. */
export function NotebookScreen() {
  const { t } = useTranslation('learning');
  const questionCount = (n: number) => t(n === 1 ? '{{n}} question' : '{{n}} questions', { n });
  const [params, setParams] = useListParams(['subject', 'chapter', 'due', 'page'] as const);
  const [hindi, setHindi] = useState(false);
  const due = params.due === 'today' ? 'today' : 'all';
  const page = Math.max(1, Number(params.page) || 1);
  const mistakes = useMistakes({ subject: params.subject, chapter: params.chapter, due, page });
  const summary = useNotebookSummary();
  const quizzes = useQuestionQuizzes(mistakes.data?.entries ?? []);
  const change = useChangeNotebook();
  const counts = new Map(mistakes.data?.groups.map((g) => [`${g.subject}\u0000${g.chapter}`, g.count]));
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
      <Head title={t('My Mistakes')} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, flex: 1 }}>
          {t('My Mistakes')}
        </Typography>
        <Button component={RouterLink} to={paths.bookmarks.getHref()}>
          {t('Bookmarks')}
        </Button>
      </Stack>
      <SummaryLine summary={summary.data} />
      <SubjectChapterFilters
        subjects={mistakes.data?.subjects ?? []}
        chapters={mistakes.data?.chapters ?? []}
        subject={params.subject}
        chapter={params.chapter}
        onChange={(next) => setParams({ ...next, page: '' })}
      >
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="filter-due">{t('Due')}</InputLabel>
          <Select
            labelId="filter-due"
            label={t('Due')}
            value={due}
            onChange={(e) => setParams({ due: e.target.value === 'today' ? 'today' : '', page: '' })}
          >
            <MenuItem value="all">{t('Any time')}</MenuItem>
            <MenuItem value="today">{t('Due today')}</MenuItem>
          </Select>
        </FormControl>
        <Box sx={{ flex: 1 }} />
        <LanguageToggle hindi={hindi} onToggle={() => setHindi((h) => !h)} />
      </SubjectChapterFilters>
      {mistakes.isPending && <Typography role="status">{t('Loading your notebook...')}</Typography>}
      {mistakes.isError && <Alert severity="error">{t('Your notebook could not be loaded.')}</Alert>}
      {mistakes.data && mistakes.data.total === 0 && (
        <Alert severity="info">
          {params.subject || params.chapter || due === 'today'
            ? t('No questions match these filters.')
            : t('Your notebook is empty. Questions you answer wrong, or right on a guess, will appear here.')}
        </Alert>
      )}
      {mistakes.data &&
        grouped(mistakes.data.entries).map((g) => (
          <Box
            component="section"
            key={`${g.subject}:${g.chapter}:${g.entries[0].quizId}:${g.entries[0].index}`}
            sx={{ mb: 3 }}
          >
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {g.subject} · {g.chapter || t('No chapter')}{' '}
              <Typography component="span" color="text.secondary">
                ({questionCount(counts.get(`${g.subject}\u0000${g.chapter}`) ?? g.entries.length)})
              </Typography>
            </Typography>
            <Stack component="ol" sx={{ p: 0, m: 0, gap: 2 }}>
              {g.entries.map((e) => (
                <NotebookEntryCard
                  key={`${e.quizId}:${e.index}`}
                  entry={e}
                  quiz={quizzes.get(e.quizId)}
                  hindi={hindi}
                  onRemove={() =>
                    change.mutate(
                      { add: false, quizId: e.quizId, index: e.index },
                      { onSuccess: () => notify.success(t('Removed from My Mistakes.')) },
                    )
                  }
                />
              ))}
            </Stack>
          </Box>
        ))}
      {mistakes.data && mistakes.data.totalPages > 1 && (
        <Pagination
          count={mistakes.data.totalPages}
          page={page}
          onChange={(_e, p) => setParams({ page: p === 1 ? '' : String(p) })}
          sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
        />
      )}
    </Box>
  );
}
