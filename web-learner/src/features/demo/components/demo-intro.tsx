import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FlipBook } from '@/components/flip-book';
import { notify } from '@/lib/notify';
import { getSignedUrl } from '../api/get-signed-url';
import type { DemoQuiz, QuizLanguage } from '../types';
import { imageUrls } from '../utils/media';
import { LanguageSelect } from './language-select';
import { PrivateVideo } from './private-video';

/** Divisions whose demo intro has no Insights PDF button (spec 2.12). */
const NO_INSIGHTS_PDF = ['Udbodh', 'Bauddha Dakshata'];

/** The demo's intro, "Quiz Insights" (spec 2.12): page images in the flip-book, video, Start Quiz. */
export function DemoIntro(props: {
  quiz: DemoQuiz;
  lang: QuizLanguage;
  onLang: (lang: QuizLanguage) => void;
  onStart: () => void;
  onExit: () => void;
}) {
  const { t } = useTranslation('demo');
  const { quiz, lang } = props;
  const hindiPages = imageUrls(quiz.quiz_pdf_images_hindi);
  const pages = lang === 'hi' && hindiPages.length ? hindiPages : imageUrls(quiz.quiz_pdf_images);
  const pdf = (lang === 'hi' && quiz.quiz_pdf_hindi) || quiz.quiz_pdf;
  const showPdfButton = !!pdf && !NO_INSIGHTS_PDF.includes(quiz.division);

  const openPdf = async () => {
    // Open the tab inside the click (popup blockers), then point it at the signed URL once it arrives.
    const tab = window.open('', '_blank');
    try {
      const { signedUrl } = await getSignedUrl(pdf!);
      if (tab) tab.location.href = signedUrl;
      else window.location.assign(signedUrl);
    } catch {
      tab?.close();
      notify.error(t('The PDF could not be opened. Please try again.'));
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 3 }}>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('Quiz Insights')}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {quiz.name}
        </Typography>
        {quiz.description && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {quiz.description}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <LanguageSelect
          value={lang}
          onChange={props.onLang}
          division={quiz.division}
          hindiAvailable={hindiPages.length > 0 || quiz.questions.some((q) => !!q.question_in_hindi)}
        />
        {showPdfButton && (
          <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void openPdf()}>
            {t('Insights PDF')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" color="inherit" onClick={props.onExit}>
          {t('Exit Quiz')}
        </Button>
        <Button variant="contained" size="large" onClick={props.onStart}>
          {t('Start Quiz')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <FlipBook key={lang} pages={pages} title={`${t('Quiz Insights')}: ${quiz.name}`} />
      </Paper>
      {quiz.quiz_video && <PrivateVideo file={quiz.quiz_video} label={t('Quiz video')} />}
    </Stack>
  );
}
