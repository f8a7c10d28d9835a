import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { queryRoots } from '@/lib/query-keys';
import type { QuestionPageState } from '@/types/quiz';
import { examPaperQueryOptions } from '../api/get-exam-paper';
import { examSessionQueryOptions, type TimedSession } from '../api/get-exam-session';
import { useStartExam } from '../api/start-exam';
import { useExamStart } from '../hooks/use-exam-start';
import { examKey, examStore, type Lang } from '../store/exam-db';
import { ExamScreen } from './exam-screen';
import { InstructionsScreen } from './instructions-screen';
import { LiveGate, liveStateOf } from './live-gate';

/**
 * /exam/{quizId}: the instructions, then the exam; an open session resumes (a reload, another device,
 * offline from this device's copy), a submitted one goes to its result, a live mock outside its window
 * says when it opens or offers practice once it has closed.
 */
export function ExamEntry({ quizId }: { quizId: string }) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const paper = useQuery(examPaperQueryOptions(quizId));
  const server = useQuery(examSessionQueryOptions(quizId));
  const offline = server.error instanceof ApiError && server.error.isNetworkError;
  const local = useQuery({
    queryKey: [queryRoots.exam, quizId, 'local'],
    queryFn: async () => (await (await examStore()).getExam(examKey(user!._id, quizId))) ?? null,
    enabled: !!user && offline,
    gcTime: 0,
  });
  const [started, setStarted] = useState<TimedSession | null>(null);
  const [lang, setLang] = useState<Lang>('en');
  const [busy, setBusy] = useState(false);
  const { mutateAsync: startExam } = useStartExam(quizId);
  const [refusal, setRefusal] = useState<{ message: string; reason?: string } | null>(null);
  const timed = started ?? server.data ?? (local.data ? { session: local.data.session, sample: null } : null);
  const quiz = paper.data ?? local.data?.paper;
  const start = useExamStart(user?._id ?? '', timed?.session ?? null, quiz, timed?.sample ?? null, lang);

  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  const loading = (
    <Typography role="status" sx={{ p: 4, textAlign: 'center' }}>
      {t('Loading quiz data...')}
    </Typography>
  );
  if ((paper.isPending || server.isPending) && !quiz) return loading;
  if (!quiz) return <PaperError error={paper.error} />;
  if (quiz.mode !== 'exam') {
    const state: QuestionPageState = {
      quizId,
      quizName: quiz.name,
      division: quiz.division,
      subject: quiz.subject,
    };
    return <Navigate to={paths.questionPage.getHref()} state={state} replace />;
  }
  if (server.isError && !offline) return <PaperError error={server.error} />;
  if (offline && local.isPending) return loading;
  const session = timed?.session ?? null;
  if (session?.status === 'submitted') return <Navigate to={paths.examResult.getHref(quizId)} replace />;
  if (session) return start ? <ExamScreen start={start} candidate={user.name} /> : loading;
  if (offline)
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('You appear to be offline. Connect to start the exam.')}
      </Alert>
    );

  const live = quiz.liveWindow ? liveStateOf(quiz.liveWindow) : null;
  if (refusal?.reason === 'live_closed' || refusal?.reason === 'live_upcoming' || (live && live !== 'open'))
    return (
      <LiveGate
        quiz={quiz}
        state={
          refusal?.reason === 'live_closed'
            ? 'closed'
            : refusal?.reason === 'live_upcoming'
              ? 'upcoming'
              : live!
        }
        onOpened={() => setRefusal(null)}
      />
    );
  const begin = async (chosen: Lang) => {
    setBusy(true);
    setLang(chosen);
    try {
      setStarted(await startExam(user.name));
    } catch (e) {
      const body = e instanceof ApiError ? (e.body as { reason?: string } | undefined) : undefined;
      setRefusal({
        message: errorMessage(e, t('The exam could not be started. Please try again.')),
        reason: body?.reason,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Head title={quiz.name} />
      <InstructionsScreen
        quiz={quiz}
        onBegin={(l) => void begin(l)}
        busy={busy}
        error={refusal?.message ?? null}
      />
      <Stack sx={{ alignItems: 'center', pb: 3 }}>
        <Button onClick={() => void navigate(paths.quizList.getHref())}>{t('Return to Quiz List')}</Button>
      </Stack>
    </>
  );
}

function PaperError({ error }: { error: Error | null }) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const locked = error instanceof ApiError && error.status === 403;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
      <Alert severity={locked ? 'warning' : 'error'} sx={{ mb: 2 }}>
        {locked ? error.message : t('Failed to load quiz data')}
      </Alert>
      <Button onClick={() => void navigate(paths.quizList.getHref())}>{t('Return to Quiz List')}</Button>
    </Box>
  );
}
