import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FlipBook } from '@/components/flip-book';
import type { DemoQuestion, QuizLanguage } from '../types';
import { FEEDBACK, type LocalizedQuestion } from '../utils/localized-question';
import { imageUrl, imageUrls } from '../utils/media';
import { AnswerBox } from './answer-box';
import { OptionsList } from './options-list';
import { PrivateVideo, YoutubeVideo } from './private-video';
import { QuestionHtml } from './question-html';
import { QuestionImage } from './question-image';

/** One question: text, media, options, feedback, the four buttons and the explanation (spec 2.9). */
export function QuestionCard(props: {
  question: DemoQuestion;
  view: LocalizedQuestion;
  number: number;
  count: number;
  lang: QuizLanguage;
  selected: number | null;
  showAnswer: boolean;
  canShowAnswer: boolean;
  onChoose: (i: number) => void;
  onClear: () => void;
  onShowAnswer: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSeeResult: () => void;
}) {
  const { t } = useTranslation('demo');
  const { question: q, view, lang, selected } = props;
  const image = imageUrl(q.question_image) ? q.question_image : null;
  const pdfPages = imageUrls(q.question_pdf_images);
  const last = props.number === props.count;
  const feedback =
    selected === null ? null : selected === view.correctIndex ? FEEDBACK[lang].correct : FEEDBACK[lang].wrong;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="question-heading" variant="subtitle1" component="h2" color="text.secondary">
          {t('Question {{n}} of {{count}}', { n: props.number, count: props.count })}
        </Typography>
        <QuestionHtml html={view.html} lang={lang} />
        {image && <QuestionImage image={image} />}
        {q.video_link && <PrivateVideo file={q.video_link} label={t('Question video')} />}
        {q.youtube_video && <YoutubeVideo url={q.youtube_video} title={t('Question video')} />}
        {pdfPages.length > 0 && <FlipBook pages={pdfPages} title={t('Question PDF')} />}
        <Typography id="option-keys" variant="caption" color="text.secondary">
          {t('Keys 1 to {{n}} choose an option; N and P go to the next and previous question.', {
            n: view.options.length,
          })}
        </Typography>
        <OptionsList
          options={view.options}
          selected={selected}
          correctIndex={view.correctIndex}
          showAnswer={props.showAnswer}
          lang={lang}
          labelledBy="question-heading"
          describedBy="option-keys"
          onChoose={props.onChoose}
        />
        <Box aria-live="polite" sx={{ minHeight: 48 }}>
          {feedback && (
            <Alert severity={selected === view.correctIndex ? 'success' : 'error'} lang={lang}>
              {feedback}
            </Alert>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={props.onPrevious} disabled={props.number === 1}>
            {t('Previous')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={props.onClear} disabled={selected === null}>
            {t('Clear Options')}
          </Button>
          <Button
            variant="outlined"
            color="success"
            onClick={props.onShowAnswer}
            disabled={!props.canShowAnswer}
          >
            {t('Show Answer')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {last ? (
            <Button variant="contained" onClick={props.onSeeResult}>
              {t('See Result')}
            </Button>
          ) : (
            <Button variant="contained" onClick={props.onNext}>
              {t('Next')}
            </Button>
          )}
        </Stack>
        {props.showAnswer && (
          <AnswerBox
            correctOption={view.options[view.correctIndex] ?? ''}
            explanation={view.explanation}
            answerImage={imageUrl(q.answer_image)}
            lang={lang}
          />
        )}
      </Stack>
    </Paper>
  );
}
