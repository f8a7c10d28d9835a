import { Alert, Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAnswerReview } from '../api/answer-review';
import { usePractice } from '../api/get-practice';
import { useQuestionQuizzes } from '../api/get-question-quiz';
import { BookmarkButton } from './bookmark-button';
import { LanguageToggle } from './language-toggle';
import { PracticeOptions } from './practice-options';
import { QuizQuestion } from './quiz-question';

/** The spec's feedback lines (section 8). */
const FEEDBACK = {
  en: { right: 'Correct Option Chosen', wrong: 'Wrong Answer Chosen' },
  hi: { right: 'सही विकल्प चुना गया', wrong: 'गलत उत्तर चुना गया' },
} as const;

type Verdict = { chosen: number; right: boolean; correctOption: number };

/**
 * Spaced practice (issue 32): the questions due today (or, from 'Practise these', those of the weakest
 * chapters), one at a time; each answer is judged by the server and reschedules the question.
 */
export function PracticeScreen() {
  const { t } = useTranslation('learning');
  const [params] = useSearchParams();
  const chapters = params.getAll('chapter');
  const practice = usePractice(chapters);
  const entries = practice.data?.entries ?? [];
  const quizzes = useQuestionQuizzes(entries);
  const review = useAnswerReview();
  const [at, setAt] = useState(0);
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({});
  const [hindi, setHindi] = useState(false);
  /** The option picked while the server judges it (shown chosen at once). */
  const [picked, setPicked] = useState<number | null>(null);
  const entry = entries[at];
  const verdict = verdicts[at];
  const done = entries.length > 0 && at >= entries.length;
  const right = Object.values(verdicts).filter((v) => v.right).length;
  const lang = hindi ? 'hi' : 'en';

  const backToNotebook = (
    <Button component={RouterLink} to={paths.myMistakes.getHref()}>
      {t('My Mistakes')}
    </Button>
  );

  const pick = (option: number) => {
    if (!entry || verdict || review.isPending) return;
    setPicked(option);
    review.mutate(
      { quizId: entry.quizId, index: entry.index, option },
      {
        onSuccess: (v) => setVerdicts((all) => ({ ...all, [at]: { chosen: option, ...v } })),
        onError: (e) => {
          setPicked(null);
          notify.error(errorMessage(e, t('Your answer could not be saved. Please try again.')));
        },
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
      <Head title={t('Practice')} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, flex: 1 }}>
          {chapters.length ? t('Practise your weakest chapters') : t('Practise due questions')}
        </Typography>
        <LanguageToggle hindi={hindi} onToggle={() => setHindi((h) => !h)} />
      </Stack>
      {practice.isPending && <Typography role="status">{t('Loading your questions...')}</Typography>}
      {practice.isError && <Alert severity="error">{t('Your questions could not be loaded.')}</Alert>}
      {practice.data && entries.length === 0 && (
        <Alert severity="success" action={backToNotebook}>
          {chapters.length
            ? t('Your notebook has no questions from these chapters yet.')
            : t('Nothing is due today. Well done!')}
        </Alert>
      )}
      {entry && !done && (
        <>
          <LinearProgress
            variant="determinate"
            value={(100 * at) / entries.length}
            aria-label={t('Progress')}
            sx={{ mb: 1 }}
          />
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="practice-count"
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Typography id="practice-count" sx={{ fontWeight: 700, flex: 1 }}>
                {t('Question {{n}} of {{count}}', { n: at + 1, count: entries.length })}
              </Typography>
              <Chip size="small" label={`${entry.subject} · ${entry.chapter || t('No chapter')}`} />
              <BookmarkButton quizId={entry.quizId} index={entry.index} />
            </Stack>
            <QuizQuestion
              quiz={quizzes.get(entry.quizId)}
              index={entry.index}
              hindi={hindi}
              choice={verdict?.chosen ?? null}
              reveal={!!verdict}
              options={
                quizzes.get(entry.quizId)?.data?.questions[entry.index] && (
                  <PracticeOptions
                    q={quizzes.get(entry.quizId)!.data!.questions[entry.index]}
                    hindi={hindi}
                    chosen={verdict?.chosen ?? picked}
                    correct={verdict ? verdict.correctOption : null}
                    disabled={!!verdict || review.isPending}
                    onPick={pick}
                  />
                )
              }
            />
            <Box role="status" aria-live="polite" sx={{ minHeight: 40, mt: 1 }}>
              {verdict && (
                <Alert severity={verdict.right ? 'success' : 'error'} sx={{ py: 0 }} lang={lang}>
                  {verdict.right ? FEEDBACK[lang].right : FEEDBACK[lang].wrong}
                  {' — '}
                  {verdict.right ? t('It comes back in a few days.') : t('It comes back tomorrow.')}
                </Alert>
              )}
            </Box>
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', mt: 1 }}>
              <Button component={RouterLink} to={paths.myMistakes.getHref()} color="inherit">
                {t('Stop')}
              </Button>
              <Button
                variant="contained"
                disabled={!verdict}
                onClick={() => {
                  setPicked(null);
                  setAt((i) => i + 1);
                }}
              >
                {at + 1 === entries.length ? t('Finish') : t('Next')}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
      {done && (
        <Alert severity="success" action={backToNotebook}>
          {t('Session done: {{right}} of {{count}} right.', { right, count: entries.length })}
        </Alert>
      )}
    </Box>
  );
}
