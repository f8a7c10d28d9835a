import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FlipBook } from '@/components/flip-book';
import { imageUrl, KYE_BYE, type QuizDetail } from '@/types/quiz';
import type { QuizLang } from '../domain/quiz-text';
import { PrivateVideo } from './question-media';
import { QuizLangSelect } from './quiz-lang-select';

/** Page images for the chosen language (Hindi falls back to English). */
export function insightPages(quiz: QuizDetail, lang: QuizLang): string[] {
  const hi = (quiz.quiz_pdf_images_hindi ?? []).map(imageUrl).filter((u): u is string => !!u);
  const en = (quiz.quiz_pdf_images ?? []).map(imageUrl).filter((u): u is string => !!u);
  return lang === 'hi' && hi.length ? hi : en;
}

interface QuizIntroProps {
  quiz: QuizDetail;
  lang: QuizLang;
  onLang: (lang: QuizLang) => void;
  /** A saved attempt on this device: offer Resume Quiz. */
  resumable: { answered: number } | null;
  onStart: () => void;
  onResume: () => void;
  onExit: () => void;
}

/** Before the quiz (spec 2.9): Topic Insights (PDF page images, optional video), then Start Quiz. */
export function QuizIntro({ quiz, lang, onLang, resumable, onStart, onResume, onExit }: QuizIntroProps) {
  const { t } = useTranslation('player');
  const pages = insightPages(quiz, lang);
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
          {quiz.name}
        </Typography>
        <QuizLangSelect id="intro-lang" value={lang} disabled={quiz.division === KYE_BYE} onChange={onLang} />
      </Stack>
      {quiz.description && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {quiz.description}
        </Typography>
      )}
      {resumable && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'info.main' }} role="status">
          <Typography>
            {t('You have a quiz in progress on this device: {{answered}} of {{count}} questions answered.', {
              answered: resumable.answered,
              count: quiz.questions.length,
            })}
          </Typography>
        </Paper>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 3 }}>
        {resumable ? (
          <>
            <Button variant="contained" size="large" onClick={onResume}>
              {t('Resume Quiz')}
            </Button>
            <Button variant="outlined" size="large" onClick={onStart}>
              {t('Start again')}
            </Button>
          </>
        ) : (
          <Button variant="contained" size="large" onClick={onStart}>
            {t('Start Quiz')}
          </Button>
        )}
        <Button variant="text" size="large" onClick={onExit}>
          {t('Exit Quiz')}
        </Button>
      </Stack>
      {(pages.length > 0 || quiz.quiz_video) && (
        <Box component="section" aria-labelledby="insights-heading">
          <Typography id="insights-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('Topic Insights')}
          </Typography>
          {pages.length > 0 && <FlipBook pages={pages} title={t('Topic Insights')} />}
          {quiz.quiz_video && (
            <Box sx={{ mt: 2 }}>
              <PrivateVideo file={quiz.quiz_video} title={t('Topic video')} />
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
