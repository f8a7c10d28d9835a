import { Alert, AppBar, Box, Button, Link, Toolbar, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { BrandLogo } from '@/components/ui/brand-logo';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import type { ReattemptState } from '@/types/quiz';
import { timeSpentBody, useStoreReattemptTimeSpent } from '../api/attempt-calls';
import { useQuiz } from '../api/get-quiz';
import { useCheckDownload } from '../api/media-calls';
import { logFailure } from '../domain/log';
import { useDurations, usePlayerState } from '../hooks/use-player-state';
import { QuizPlayer } from './quiz-player';

/** Spec section 7: getSignedUrl is skipped for these divisions in reattempt. */
const NO_SIGNED_URLS_IN_PRACTICE = ['Kye Bye', 'Business Wisdom'];

export const DOWNLOAD_NOT_ALLOWED = 'Download not allowed.';
export const DOWNLOAD_LIMIT_REACHED = 'Download limit reached for today.';

/** Spec 2.11 and 6: a paid-for entry '<division>-<class>' matching the quiz's division and class. */
export function mayDownload(paidfor: readonly string[], division: string, classs: string): boolean {
  return paidfor.some((entry) => {
    const dash = entry.indexOf('-');
    return dash > 0 && entry.slice(0, dash) === division && entry.slice(dash + 1) === classs;
  });
}

/** The reattempt screen of spec 2.11: the wrong and unattempted questions, for practice only. */
export function PracticeScreen({ state }: { state: ReattemptState | null }) {
  const quiz = useQuiz(state?.quizId, state?.division);
  const user = useCurrentUser();
  const { t } = useTranslation('player');
  if (!state || !user) return <Navigate to={paths.quizList.getHref()} replace />;
  if (quiz.isError)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('Failed to load quiz data')}
      </Alert>
    );
  if (quiz.isPending)
    return (
      <Typography role="status" sx={{ p: 4, textAlign: 'center' }}>
        {t('Loading quiz data...')}
      </Typography>
    );
  return <Practice state={state} quiz={quiz.data} />;
}

function Practice({
  state,
  quiz,
}: {
  state: ReattemptState;
  quiz: NonNullable<ReturnType<typeof useQuiz>['data']>;
}) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const user = useCurrentUser()!;
  // The set is the questions whose index is in the wrong or unattempted lists (spec section 4), in quiz order.
  const order = useMemo(
    () =>
      [...new Set([...state.wrongQuestions, ...state.unattemptedQuestions])]
        .filter((i) => i >= 0 && i < quiz.questions.length)
        .sort((a, b) => a - b),
    [state, quiz.questions.length],
  );
  const questions = useMemo(() => order.map((i) => quiz.questions[i]), [order, quiz.questions]);
  const player = usePlayerState(questions);
  const durationsRef = useDurations(questions.length);
  const [downloadMessage, setDownloadMessage] = useState<string | null>(null);
  const checkDownload = useCheckDownload();
  const storeTime = useStoreReattemptTimeSpent();
  const pdf = quiz.quiz_pdf;
  const canDownload =
    !!pdf && mayDownload(state.userPaidfor, quiz.division, state.quizClass || state.selectedClassFromModal);

  const download = async () => {
    if (!pdf) return;
    setDownloadMessage(null);
    try {
      const answer = await checkDownload.mutateAsync(`/api/media/${pdf.bucketName}/${pdf.fileName}`);
      window.open(answer.url, '_blank', 'noopener');
    } catch (e) {
      const limit = e instanceof ApiError && e.status === 429;
      const server = e instanceof ApiError ? e.body?.message : undefined;
      setDownloadMessage(server || t(limit ? DOWNLOAD_LIMIT_REACHED : DOWNLOAD_NOT_ALLOWED));
    }
  };

  const exit = async () => {
    // The practice time is stored, then back to the list; a failure is only logged (spec section 7).
    try {
      const per = Array<number>(quiz.questions.length).fill(0);
      order.forEach((q, i) => (per[q] = durationsRef.current[i] ?? 0));
      await storeTime.mutateAsync(timeSpentBody(user, quiz, per));
    } catch (e) {
      logFailure('storeReattemptTimeSpent', e);
    }
    void navigate(paths.quizList.getHref());
  };

  return (
    <>
      <Head title={`${t('Practice')}: ${quiz.name}`} />
      <AppBar position="fixed" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <BrandLogo />
          <Typography component="p" noWrap sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
            {quiz.name}
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <QuizPlayer
        quiz={quiz}
        player={player}
        durationsRef={durationsRef}
        order={order}
        privateMedia={!NO_SIGNED_URLS_IN_PRACTICE.includes(quiz.division)}
        running
        banner={
          <Box sx={{ mb: 2 }}>
            <Alert severity="info">
              {t(
                'These questions are for practice only. Your score here is not counted in the final result.',
              )}
            </Alert>
            {canDownload && (
              <Box sx={{ mt: 1 }}>
                <Link component="button" onClick={() => void download()}>
                  {t('Download PDF')}
                </Link>
              </Box>
            )}
            {downloadMessage && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {downloadMessage}
              </Alert>
            )}
          </Box>
        }
        actions={
          <Button variant="outlined" color="inherit" onClick={() => void exit()}>
            {t('Exit')}
          </Button>
        }
      />
    </>
  );
}
