import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BothExplanation, BothOption, BothQuestionText, EnglishPrevailsNote } from '@/components/bilingual';
import { ReadAloudButton } from '@/components/read-aloud';
import { hindiOf } from '@/lib/quiz-content';
import { imageUrl, type Question } from '@/types/quiz';
import { optionLetter, plainText, questionIn, QUIZ_TEXTS, speechLangOf } from '../domain/quiz-text';
import type { PlayerState } from '../hooks/use-player-state';
import { EnlargeableImage } from './enlargeable-image';
import { QuestionHtml } from './question-html';
import { QuestionMedia } from './question-media';

/** One question with its options, controls, feedback and explanation (spec 2.9). */
export function QuestionPanel({
  question,
  player,
  number,
  privateMedia,
  tools,
}: {
  question: Question;
  player: PlayerState;
  number: number;
  privateMedia?: boolean;
  /** Confidence tags, the bookmark button and 'Report a problem', beside the question (issues 32, 33). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation('player');
  const view = questionIn(question, player.lang);
  // 'Both' (issue 33): the English view beside the Hindi, where the question has it.
  const hindi = player.lang === 'both' ? hindiOf(question) : null;
  const lang = speechLangOf(player.lang);
  const texts = QUIZ_TEXTS[player.lang];
  const speech = `${plainText(view.text)}. ${view.options.map((o, i) => `${optionLetter(i)}. ${plainText(o)}`).join('. ')}`;
  const answerImage = imageUrl(question.answer_image);
  const recorded = player.sheet.firstChoices[player.index];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="question-heading"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography id="question-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('Question {{n}} of {{count}}', { n: number, count: player.count })}
        </Typography>
        <ReadAloudButton text={speech} lang={lang} />
      </Stack>
      {tools && <Box sx={{ mb: 1.5 }}>{tools}</Box>}
      {hindi && <EnglishPrevailsNote />}
      {hindi ? (
        <BothQuestionText english={view.text} hindi={hindi.text} sx={questionTextSx} />
      ) : (
        <QuestionHtml html={view.text} sx={questionTextSx} id="question-text" />
      )}
      <QuestionMedia question={question} number={number} privateMedia={privateMedia} />
      <RadioGroup
        aria-labelledby="question-text"
        aria-describedby="player-shortcut-hint"
        value={player.selected === null ? '' : String(player.selected)}
        onChange={(e) => player.pick(Number(e.target.value))}
        sx={{ my: 2, gap: 1 }}
      >
        {view.options.map((o, i) => {
          const isCorrect = player.revealed && i === player.correctIndex;
          return (
            <FormControlLabel
              key={i}
              value={String(i)}
              control={<Radio />}
              aria-keyshortcuts={`${i + 1} ${optionLetter(i)}`}
              label={
                <Stack direction="row" spacing={1}>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {optionLetter(i)}.
                  </Box>
                  {hindi ? <BothOption english={o} hindi={hindi.options?.[i]} /> : <QuestionHtml html={o} />}
                </Stack>
              }
              sx={{
                m: 0,
                px: 1.5,
                py: 0.5,
                border: 1,
                borderRadius: 1,
                borderColor: isCorrect ? 'success.main' : 'divider',
                bgcolor: isCorrect ? 'action.hover' : undefined,
                // Both: the option's two languages split the whole row.
                '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
              }}
            />
          );
        })}
      </RadioGroup>
      {recorded !== null && player.selected === null && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('Your first choice ({{letter}}) is recorded.', { letter: optionLetter(recorded) })}
        </Typography>
      )}
      <Box role="status" aria-live="polite" sx={{ minHeight: 32 }}>
        {player.feedback && (
          <Alert
            severity={player.feedback === 'correct' ? 'success' : 'error'}
            sx={{ py: 0 }}
            lang={hindi ? undefined : lang}
          >
            {player.feedback === 'correct' ? texts.correct : texts.wrong}
          </Alert>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          variant="outlined"
          onClick={player.previous}
          disabled={player.index === 0}
          aria-keyshortcuts="P"
        >
          {t('Previous')}
        </Button>
        <Button variant="outlined" onClick={player.clear} aria-keyshortcuts="X">
          {t('Clear Options')}
        </Button>
        <Button
          variant="outlined"
          onClick={player.showAnswer}
          disabled={player.showAnswerDisabled}
          aria-keyshortcuts="S"
        >
          {t('Show Answer')}
        </Button>
        <Button
          variant="contained"
          onClick={player.next}
          disabled={player.index === player.count - 1}
          aria-keyshortcuts="N"
          sx={{ ml: { sm: 'auto' } }}
        >
          {t('Next')}
        </Button>
      </Stack>
      {player.explanationShown && (
        <Paper variant="outlined" sx={{ mt: 2, p: 2, bgcolor: 'action.hover' }} aria-label={t('Explanation')}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('Explanation')}
          </Typography>
          {hindi ? (
            <BothExplanation
              english={view.explanation}
              hindi={hindi.explanation}
              none={texts.noExplanation}
            />
          ) : view.explanation ? (
            <QuestionHtml html={view.explanation} />
          ) : (
            <Typography lang={lang}>{texts.noExplanation}</Typography>
          )}
          {answerImage && (
            <Box sx={{ mt: 1 }}>
              <EnlargeableImage image={answerImage} alt={t('Answer image')} />
            </Box>
          )}
        </Paper>
      )}
    </Paper>
  );
}

const questionTextSx = { fontSize: '1.1rem', lineHeight: 1.6 };
