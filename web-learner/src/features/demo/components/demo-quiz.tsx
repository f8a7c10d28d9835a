import { Alert, Box, Button, Stack } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useHydrating } from '@/lib/use-hydrating';
import { isDrawnDemoQuiz } from '../api/drawn-demo-quiz';
import { useDemoQuiz } from '../api/get-demo-quiz';
import { useBlockShortcuts } from '../hooks/use-block-shortcuts';
import { usePauseSpeechOnClick } from '../hooks/use-pause-speech-on-click';
import type { QuestionResult, QuizLanguage } from '../types';
import { imageUrls } from '../utils/media';
import { DemoIntro } from './demo-intro';
import { DemoPlayer } from './demo-player';

/** The demo quiz of spec 2.12: an intro (Quiz Insights) when the quiz has page images, then the questions. */
export function DemoQuiz({ quizId }: { quizId: string }) {
  const { t } = useTranslation('demo');
  const navigate = useNavigate();
  const quiz = useDemoQuiz(quizId);
  // The quiz arrives as an urgent update: drawing the player from it in one go blocked a phone's main thread
  // for most of a second. Deferred, React draws it in slices between which the page stays responsive.
  const data = useDeferredValue(quiz.data);
  const [lang, setLang] = useState<QuizLanguage>('en');
  const [started, setStarted] = useState(false);
  // The page's HTML is this loader (drawn at build time, vite.config.ts): hydrated as such, even when the
  // quiz, asked for beside the screen's code, is already here; unless the server drew the quiz itself
  // (src/prerender/render-demo.tsx), which the app then hydrates as drawn.
  const hydrating = useHydrating(!isDrawnDemoQuiz(quizId));
  useBlockShortcuts();
  usePauseSpeechOnClick();

  if (hydrating) return <PageLoader label={t('Loading quiz data...')} />;
  if (quiz.isError) {
    const premium = quiz.error instanceof ApiError && quiz.error.status === 403;
    return (
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', py: 8, px: 2 }}>
        <Head title={t('Demo quiz')} />
        <Alert severity="error">
          {premium ? errorMessage(quiz.error, '') : t('Failed to load quiz data')}
        </Alert>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            {t('Back to Home')}
          </Button>
          {premium && (
            <Button component={RouterLink} to={paths.register.getHref()} variant="contained">
              {t('Register')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  if (!data) return <PageLoader label={t('Loading quiz data...')} />;
  const exit = () => void navigate(paths.home.getHref());
  const seeResult = (results: QuestionResult[]) =>
    void navigate(paths.demoResult.getHref(), { state: results });
  const hasIntro =
    imageUrls(data.quiz_pdf_images).length > 0 || imageUrls(data.quiz_pdf_images_hindi).length > 0;
  if (data.questions.length === 0)
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', py: 8, px: 2 }}>
        <Alert severity="info">{t('This quiz has no questions yet.')}</Alert>
      </Box>
    );

  return (
    <>
      <Head title={data.name} />
      {hasIntro && !started ? (
        <DemoIntro quiz={data} lang={lang} onLang={setLang} onStart={() => setStarted(true)} onExit={exit} />
      ) : (
        <DemoPlayer quiz={data} lang={lang} onLang={setLang} onExit={exit} onSeeResult={seeResult} />
      )}
    </>
  );
}
