import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ResultInsightsView } from '@/components/learning/result-insights-view';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import type { QuestionPageState } from '@/types/quiz';
import { useReleasedPaper } from '../api/get-exam-paper';
import { useExamResult } from '../api/get-exam-result';
import { formatWhen } from '../domain/when';
import { Leaderboard } from './leaderboard';
import { QuestionAnalysis } from './question-analysis';
import { ResultSummary } from './result-summary';
import { SectionTable } from './section-table';

/** The exam's result: released at once, or for a live mock at its close (for everyone at once). */
export function ExamResultScreen({
  quizId,
  keyStatus,
  questionTools,
}: {
  quizId: string;
  /** A live mock's answer key, provisional or final (issue 33), composed by the route. */
  keyStatus?: ReactNode;
  /** What the route puts beside each question (whether the exam is a live mock, for its key's tools). */
  questionTools?: (questionIndex: number, live: boolean) => ReactNode;
}) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const result = useExamResult(quizId);
  const released = !!result.data?.released;
  const paper = useReleasedPaper(quizId, released);
  const toList = () => void navigate(paths.quizList.getHref());
  const frame = (body: ReactNode) => (
    <Box sx={{ maxWidth: 1040, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 3 }}>
      <Head title={t('Exam result')} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 0.5 }}>
        {t('Exam result')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {result.data?.quizName}
      </Typography>
      {body}
    </Box>
  );
  if (result.isPending) return frame(<Typography role="status">{t('Loading your result...')}</Typography>);
  if (result.isError) {
    const status = result.error instanceof ApiError ? result.error.status : 0;
    return frame(
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={status === 404 || status === 409 ? 'info' : 'error'}>
          {status === 404 || status === 409 ? result.error.message : t('Failed to load your result')}
        </Alert>
        {status === 409 && (
          <Button variant="contained" onClick={() => void navigate(paths.exam.getHref(quizId))}>
            {t('Back to the exam')}
          </Button>
        )}
        <Button onClick={toList}>{t('Return to Quiz List')}</Button>
      </Stack>,
    );
  }
  const r = result.data;
  if (!r.released)
    return frame(
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography role="status" sx={{ fontSize: '1.1rem' }} data-testid="awaiting-release">
          {t('Your answers are submitted. Results will be released at {{time}}.', {
            time: formatWhen(r.releaseAt!),
          })}
        </Typography>
        {r.auto && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('Submitted automatically when the time ran out.')}
          </Typography>
        )}
        <Button sx={{ mt: 2 }} onClick={toList}>
          {t('Return to Quiz List')}
        </Button>
      </Paper>,
    );
  const practise = () => {
    const state: QuestionPageState = { quizId, quizName: r.quizName };
    void navigate(paths.questionPage.getHref(), { state });
  };
  return frame(
    <Stack spacing={2.5}>
      <ResultSummary result={r} />
      {r.live && keyStatus}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Sections')}
        </Typography>
        <SectionTable sections={r.sections ?? []} />
      </Paper>
      {r.insights && <ResultInsightsView insights={r.insights} />}
      {!!r.leaderboard?.length && (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('Top 10')}
          </Typography>
          <Leaderboard rows={r.leaderboard} />
        </Paper>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={practise}>
          {t('Practise this paper')}
        </Button>
        <Button onClick={toList}>{t('Return to Quiz List')}</Button>
      </Stack>
      <QuestionAnalysis
        questions={r.questions ?? []}
        paper={paper.data?.keyReleased === false ? undefined : paper.data}
        questionTools={questionTools && ((i) => questionTools(i, r.live))}
      />
    </Stack>,
  );
}
