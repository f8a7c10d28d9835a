import { Alert, Box, Pagination, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { useUserProfile } from '@/lib/auth';
import {
  DEFAULT_CLASS,
  DEFAULT_DIVISION,
  FREE_CATEGORY,
  type LockReason,
  type QuestionPageState,
  type QuizSummary,
} from '@/types/quiz';
import { useChapters } from '../api/get-chapters';
import { useQuizPage } from '../api/get-quiz-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useQuizListFilters } from '../hooks/use-quiz-list-filters';
import { AccessDialog } from './access-dialogs';
import { QuizFilters } from './quiz-filters';
import { QuizCard, QuizCardSkeleton, quizAction } from './quiz-card';

/** Spec section 9. */
export const QUIZZES_PER_PAGE = 8;
export const SEARCH_DEBOUNCE_MS = 300;
export const EMPTY_TEXT_DELAY_MS = 1000;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
};

/** The quiz list of spec 2.7. `initialSubject` is the subject the landing page sent as navigation state. */
export function QuizListScreen({ initialSubject }: { initialSubject?: string }) {
  const { t } = useTranslation('quizzes');
  const navigate = useNavigate();
  const profile = useUserProfile();
  const { filters, setFilter, page, setPage } = useQuizListFilters(initialSubject);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [locked, setLocked] = useState<LockReason | null>(null);

  // A settled search is a new list: back to page 1 (not on the first render, which keeps the stored page).
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    setFilter('search', search);
    setPage(1);
  }, [search, setFilter, setPage]);

  const division = DEFAULT_DIVISION;
  const classs = profile.data?.classs || DEFAULT_CLASS;
  const list = useQuizPage({ ...filters, division, classs, page, pageSize: QUIZZES_PER_PAGE });
  const chapters = useChapters({ division, subject: filters.subject, classs });

  // The server moves a page past the end back to the last one: keep the stored page honest.
  const answeredPage = list.data?.page;
  useEffect(() => {
    if (answeredPage && answeredPage !== page && !list.isPlaceholderData) setPage(answeredPage);
  }, [answeredPage, page, list.isPlaceholderData, setPage]);

  const quizzes = list.data?.quizzes ?? [];
  const empty = list.isSuccess && !list.isPlaceholderData && quizzes.length === 0;
  const showEmpty = useDelayedFlag(empty, EMPTY_TEXT_DELAY_MS);
  const completed = profile.data?.completedquizs ?? [];
  const attempted = profile.data?.attemptedquizs ?? [];

  const open = (quiz: QuizSummary) => {
    // The server decided access for this learner; the browser only follows its answer.
    if (quiz.canOpen === false) {
      setLocked(quiz.lockReason ?? 'premium');
      return;
    }
    // An exam opens its own screen (issue 31): instructions, the exam, or its result.
    if (quiz.mode === 'exam') {
      void navigate(paths.exam.getHref(quiz._id));
      return;
    }
    const state: QuestionPageState = {
      quizId: quiz._id,
      quizName: quiz.name,
      division: quiz.division,
      subject: quiz.subject,
    };
    void navigate(paths.questionPage.getHref(), { state });
  };

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
      <Head title={t('Quizzes')} />
      <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {t('Quizzes')}
      </Typography>
      <QuizFilters
        filters={filters}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={setFilter}
        subjects={list.data?.subjects ?? []}
        chapters={(chapters.data ?? []).map((c) => c.chapter)}
      />
      {list.isError ? (
        <Alert severity="error">{t('Something went wrong')}</Alert>
      ) : list.isPending ? (
        <Box sx={grid} aria-busy="true" aria-label={t('Loading quizzes...')}>
          {Array.from({ length: QUIZZES_PER_PAGE }, (_, i) => (
            <QuizCardSkeleton key={i} />
          ))}
        </Box>
      ) : empty ? (
        <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center', minHeight: 24 }}>
          {showEmpty
            ? filters.search
              ? t('No quizzes match your search criteria.')
              : t('No Quizzes Found for your class and selected filters.')
            : ''}
        </Typography>
      ) : (
        <>
          <Box sx={{ ...grid, opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
            {quizzes.map((quiz) => (
              <QuizCard
                key={quiz._id}
                quiz={quiz}
                action={quizAction(quiz, completed, attempted)}
                onOpen={open}
              />
            ))}
          </Box>
          {(list.data?.totalPages ?? 1) > 1 && (
            <Pagination
              sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
              count={list.data?.totalPages ?? 1}
              page={list.data?.page ?? page}
              onChange={(_, p) => {
                setPage(p);
                window.scrollTo({ top: 0 });
              }}
              color="primary"
              siblingCount={0}
              aria-label={t('Quiz pages')}
            />
          )}
        </>
      )}
      <AccessDialog
        reason={locked}
        onClose={() => setLocked(null)}
        onFreeQuizzes={() => {
          setLocked(null);
          setFilter('difficulty', FREE_CATEGORY);
        }}
        onGo={(to) => {
          setLocked(null);
          void navigate(paths[to].getHref());
        }}
      />
    </Box>
  );
}
