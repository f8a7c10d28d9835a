import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser, useUserProfile } from '@/lib/auth';
import { queryRoots } from '@/lib/query-keys';
import type { User } from '@/types/api';
import type { QuestionPageState, QuizDetail } from '@/types/quiz';
import { attemptBody, RECORDED_ON_START, useRecordAttempt } from '../api/attempt-calls';
import { useQuiz } from '../api/get-quiz';
import { emptySheet } from '../domain/answer-sheet';
import { logFailure } from '../domain/log';
import type { QuizLang } from '../domain/quiz-text';
import type { PlayerStart } from '../hooks/use-player-state';
import { useSavedProgress } from '../hooks/use-saved-progress';
import { playerStore, type SavedProgress, type Submission } from '../store/player-db';
import { newAttemptId } from '../store/submission-queue';
import { insightPages, QuizIntro } from './quiz-intro';
import { PlayingSession } from './playing-session';

/** The question page of spec 2.9, opened with navigation state `{quizId, …}` from the quiz list. */
export function QuestionPageScreen({ state }: { state: QuestionPageState | null }) {
  const { t } = useTranslation('player');
  const user = useCurrentUser();
  const quiz = useQuiz(state?.quizId, state?.division);
  const saved = useSavedProgress(user?._id, state?.quizId);
  const earlier = useQuery({
    queryKey: [queryRoots.quiz, 'submission', saved.data?.attemptId],
    queryFn: async () => (await (await playerStore()).getSubmission(saved.data!.attemptId)) ?? null,
    enabled: !!saved.data,
    gcTime: 0,
  });
  if (!state?.quizId || !user) return <Navigate to={paths.quizList.getHref()} replace />;
  if (quiz.isError) return <QuizLoadError error={quiz.error} />;
  if (quiz.isPending || saved.isPending || (saved.data && earlier.isPending))
    return (
      <Typography role="status" sx={{ p: 4, textAlign: 'center' }}>
        {t('Loading quiz data...')}
      </Typography>
    );
  return (
    <>
      <Head title={quiz.data.name} />
      <QuizSession
        key={quiz.data._id}
        quiz={quiz.data}
        user={user}
        saved={saved.data ?? null}
        earlierSubmission={earlier.data ?? null}
      />
    </>
  );
}

function QuizLoadError({ error }: { error: Error }) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const reason =
    error instanceof ApiError && error.status === 403 ? (error.body as { reason?: string })?.reason : null;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
      <Alert severity={reason ? 'warning' : 'error'} sx={{ mb: 2 }}>
        {reason ? error.message : t('Failed to load quiz data')}
      </Alert>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {reason === 'premium' && (
          <Button variant="contained" onClick={() => void navigate(paths.purchase.getHref())}>
            {t('Explore Premium Plans')}
          </Button>
        )}
        {reason === 'old_quiz_restricted' && (
          <Button variant="contained" onClick={() => void navigate(paths.purchaseOldQuiz.getHref())}>
            {t('Purchase Old Quiz')}
          </Button>
        )}
        <Button onClick={() => void navigate(paths.quizList.getHref())}>{t('Return to Quiz List')}</Button>
      </Stack>
    </Box>
  );
}

interface Running {
  start: PlayerStart;
  attemptId: string;
  startedAt: string;
}

function QuizSession({
  quiz,
  user,
  saved,
  earlierSubmission,
}: {
  quiz: QuizDetail;
  user: User;
  saved: SavedProgress | null;
  earlierSubmission: Submission | null;
}) {
  const navigate = useNavigate();
  const profile = useUserProfile();
  const recordAttempt = useRecordAttempt();
  const [lang, setLang] = useState<QuizLang>(saved?.lang ?? 'en');
  const hasIntro =
    insightPages(quiz, 'en').length > 0 || insightPages(quiz, 'hi').length > 0 || !!quiz.quiz_video;

  const resume = (from: SavedProgress): Running => ({
    attemptId: from.attemptId,
    startedAt: from.startedAt,
    start: {
      sheet: { statuses: from.statuses, firstChoices: from.firstChoices },
      durations: from.durations,
      current: from.current,
      lang: from.lang,
      confidence: from.confidence,
    },
  });
  const [running, setRunning] = useState<Running | null>(() =>
    earlierSubmission && saved ? resume(saved) : null,
  );

  const startFresh = () => {
    // On start an attempt is recorded for these divisions when the quiz is not yet attempted or completed.
    const seen = [...(profile.data?.attemptedquizs ?? []), ...(profile.data?.completedquizs ?? [])];
    if (RECORDED_ON_START.includes(quiz.division) && !seen.includes(quiz._id))
      recordAttempt
        .mutateAsync({ quiz, body: attemptBody(user, quiz, emptySheet(quiz.questions.length)) })
        .catch((e) => logFailure('attempt on start', e));
    setRunning({ attemptId: newAttemptId(), startedAt: new Date().toISOString(), start: { lang } });
  };

  // Without Topic Insights and without a saved attempt, the quiz starts at once (the timer with it).
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || running || hasIntro || saved) return;
    autoStarted.current = true;
    startFresh();
  });

  if (!running)
    return (
      <QuizIntro
        quiz={quiz}
        lang={lang}
        onLang={setLang}
        resumable={saved ? { answered: saved.statuses.filter((s) => s !== -1).length } : null}
        onStart={startFresh}
        onResume={() => saved && setRunning(resume(saved))}
        onExit={() => void navigate(paths.quizList.getHref())}
      />
    );
  return (
    <PlayingSession
      quiz={quiz}
      user={user}
      start={running.start}
      attemptId={running.attemptId}
      startedAt={running.startedAt}
      earlierSubmission={earlierSubmission}
    />
  );
}
