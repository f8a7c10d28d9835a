import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { useCurrentUser, useUserProfile } from '@/lib/auth';
import { dialogs } from '@/lib/dialogs';
import { quizKindOf, type QuizDetail, type QuizResultState, type ReattemptState } from '@/types/quiz';
import { usePercentile } from '../api/get-percentile';
import { useStoredResult } from '../api/get-stored-result';
import { QuizAnalysis, type AnalysisLang } from './quiz-analysis';
import { ResultTable } from './result-table';

export const ALL_CORRECT_MESSAGE = 'All your answers were correct—no need to reattempt!';

interface ResultsScreenProps {
  state: QuizResultState | null;
  /** The quiz with its questions (for the analysis), loaded by the route. */
  quiz: { data?: QuizDetail; isPending: boolean; isError: boolean };
  /** Accuracy per confidence tag and the what-if (issue 32), composed by the route. */
  insights?: ReactNode;
}

/** Quiz results (spec 2.10): the server's scoring, percentile on request, the analysis and the way on. */
export function ResultsScreen({ state, quiz, insights }: ResultsScreenProps) {
  const { t } = useTranslation('results');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const profile = useUserProfile();
  const [askPercentile, setAskPercentile] = useState(false);
  const [analysis, setAnalysis] = useState(false);
  const [lang, setLang] = useState<AnalysisLang>('en');
  const percentile = usePercentile(
    state?.quizName ?? '',
    user?._id ?? '',
    askPercentile && !!state && !!user,
  );

  const stored = useStoredResult(state?.quizId ?? '', user?._id ?? '', !!state && !!user);

  if (!state || !user) return <Navigate to={paths.quizList.getHref()} replace />;
  // The stored result of this very completion wins: after an answer-key correction it is the corrected one.
  const current = stored.data?.attemptId === state.attemptId ? stored.data : null;
  const result = current?.result ?? state.result;
  const statuses = current?.statuses.length ? current.statuses : state.statuses;
  const known = percentile.data?.eligible ? percentile.data.percentile : null;
  // Why the percentile is not offered ('Complete this quiz...'), when it is not.
  const ineligible = percentile.data?.eligible === false ? percentile.data.message : null;

  const reattempt = async () => {
    const wrongQuestions = statuses.flatMap((s, i) => (s === 0 ? [i] : []));
    const unattemptedQuestions = statuses.flatMap((s, i) => (s === -1 ? [i] : []));
    if (!wrongQuestions.length && !unattemptedQuestions.length) {
      await dialogs.alert(t(ALL_CORRECT_MESSAGE));
      return;
    }
    const next: ReattemptState = {
      quizId: state.quizId,
      wrongQuestions,
      unattemptedQuestions,
      division: state.division,
      userPaidfor: profile.data?.paidfor ?? [],
      selectedClassFromModal: user.classs,
      quizClass: state.classs,
      userId: user._id,
      quizSubject: state.subject,
    };
    void navigate(paths.reattempt.getHref(), { state: next });
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
      <Head title={t('Quiz Results')} />
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 0.5 }}>
        {t('Quiz Results')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {state.quizName}
      </Typography>
      <ResultTable result={result} percentile={known} />
      <Box role="status" aria-live="polite" sx={{ my: 1.5, minHeight: 24 }}>
        {percentile.isFetching && <Typography>{t('Calculating your percentile...')}</Typography>}
        {percentile.isError && <Alert severity="error">{t('Failed to load percentile data')}</Alert>}
        {ineligible !== null && <Typography color="text.secondary">{ineligible}</Typography>}
        {known !== null && (
          <Typography>
            {t('Your percentile is {{p}}: you scored as well as or better than {{p}}% of candidates.', {
              p: known,
            })}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {known === null && ineligible === null && (
          <Button
            variant="contained"
            disabled={percentile.isFetching}
            onClick={() => (percentile.isError ? void percentile.refetch() : setAskPercentile(true))}
          >
            {t('Calculate Percentile')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => setAnalysis((a) => !a)} aria-expanded={analysis}>
          {t('Full Quiz Analysis')}
        </Button>
        <Button variant="outlined" onClick={() => void reattempt()}>
          {t('Reattempt Wrong/Unattempted Questions')}
        </Button>
        <Button onClick={() => void navigate(paths.quizList.getHref())}>{t('Return to Quiz List')}</Button>
      </Stack>
      {insights}
      {analysis &&
        (quiz.isPending ? (
          <Typography role="status">{t('Loading quiz data...')}</Typography>
        ) : quiz.isError || !quiz.data ? (
          <Alert severity="error">{t('Failed to load quiz data')}</Alert>
        ) : (
          <QuizAnalysis
            quizId={state.quizId}
            kind={quizKindOf(state.division)}
            questions={quiz.data.questions}
            firstChoices={state.firstChoices}
            lang={lang}
            onLang={setLang}
          />
        ))}
    </Box>
  );
}
