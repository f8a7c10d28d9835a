import { Box, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { correctIndexOf, optionLetter, safeHtml } from '@/lib/quiz-content';
import { imageUrl, type Question } from '@/types/quiz';

const has = (s: string | undefined | null): s is string => !!s && s.trim() !== '';

function Html({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

/** The spec 2.10 labels, in the question's language. */
const TEXTS = {
  en: {
    yours: '(Your Choice)',
    correct: '(Correct Choice)',
    yoursCorrect: '(Your Choice is Correct)',
    explanation: 'Explanation',
    none: 'No explanation available',
  },
  hi: {
    yours: '(आपका चयन)',
    correct: '(सही विकल्प)',
    yoursCorrect: '(आपका चयन सही है)',
    explanation: 'व्याख्या',
    none: 'कोई व्याख्या उपलब्ध नहीं है',
  },
} as const;

interface QuestionViewProps {
  q: Question;
  number: number;
  hindi: boolean;
  /** The learner's recorded answer (null: none); undefined hides answers (practice before answering). */
  choice?: number | null;
  /** Show the correct option and the explanation. */
  reveal: boolean;
  /** Replaces the option list (practice: the options to choose from). */
  options?: ReactNode;
}

/** A question of the notebook, of a bookmark or of practice: text, options marked, explanation (EN or HI). */
export function QuestionView({ q, number, hindi, choice, reveal, options }: QuestionViewProps) {
  const { t } = useTranslation('learning');
  const texts = TEXTS[hindi ? 'hi' : 'en'];
  const correct = correctIndexOf(q);
  const hindiText = hindi && has(q.question_in_hindi);
  const hindiOptions = hindi && q.options_hindi?.length === q.options.length && q.options_hindi.every(has);
  const shown = hindiOptions ? q.options_hindi : q.options;
  const english = q.answer_explanation_in_english || q.answer_explaination_in_english || '';
  const hindiExplanation = hindi && has(q.answer_explanation_in_hindi);
  const explanation = hindiExplanation ? q.answer_explanation_in_hindi : english;
  const image = imageUrl(q.question_image);
  const answerImage = imageUrl(q.answer_image);
  return (
    <Box lang={hindi ? 'hi' : 'en'}>
      <Typography component="div" sx={{ fontWeight: 600, mb: 1 }}>
        {number}. <Html html={hindiText ? q.question_in_hindi : q.question} />
        {hindi && !hindiText && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            (Hindi translation not available)
          </Typography>
        )}
      </Typography>
      {image && (
        <Box
          component="img"
          src={image}
          alt={t('Image for question {{n}}', { n: number })}
          sx={{ maxWidth: '100%', maxHeight: 240, mb: 1 }}
        />
      )}
      {options ?? (
        <Stack component="ol" sx={{ pl: 0, my: 1, gap: 0.5 }}>
          {shown.map((o, i) => {
            const isCorrect = reveal && i === correct;
            const isChoice = choice === i;
            const label = isCorrect
              ? isChoice
                ? texts.yoursCorrect
                : texts.correct
              : isChoice
                ? texts.yours
                : '';
            const tone = isCorrect ? 'success' : isChoice ? 'error' : null;
            return (
              <Box
                component="li"
                key={i}
                data-mark={tone ?? 'none'}
                sx={{
                  listStyle: 'none',
                  px: 1.5,
                  py: 0.75,
                  borderRadius: 1,
                  border: 1,
                  borderColor: tone ? `${tone}.main` : 'divider',
                  color: tone ? `${tone}.main` : 'text.primary',
                  fontWeight: tone ? 600 : 400,
                }}
              >
                {optionLetter(i)}. <Html html={o} /> {label && <span>{label}</span>}
              </Box>
            );
          })}
        </Stack>
      )}
      {reveal && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {texts.explanation}
          </Typography>
          {hindi && !hindiExplanation && has(english) && (
            <Typography variant="body2" color="text.secondary">
              (Hindi explanation not available, showing English)
            </Typography>
          )}
          <Typography component="div" variant="body2">
            {has(explanation) ? <Html html={explanation} /> : texts.none}
          </Typography>
          {answerImage && (
            <Box
              component="img"
              src={answerImage}
              alt={t('Answer image')}
              sx={{ maxWidth: '100%', maxHeight: 240, mt: 1 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
