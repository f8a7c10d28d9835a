import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { correctIndexOf } from '@/lib/quiz-content';
import { imageUrl, type Question } from '@/types/quiz';
import { MARK_TEXTS, MarkedOptions } from './marked-options';
import { hasText, SafeHtml, shownOptions } from './safe-html';

interface MarkedQuestionProps {
  q: Question;
  number: number;
  hindi: boolean;
  /** The learner's recorded answer (null: none). */
  choice?: number | null;
  /** Show the correct option and the explanation. */
  reveal: boolean;
  /** Replaces the marked options (practice: the options to choose from). */
  options?: ReactNode;
}

/**
 * A question as the result's analysis, the notebook, bookmarks and practice show it (spec 2.10): its text
 * and image, the options with the learner's choice and the correct one marked, the explanation, in English
 * or Hindi (English where the Hindi is missing, said so).
 */
export function MarkedQuestion({ q, number, hindi, choice, reveal, options }: MarkedQuestionProps) {
  const { t } = useTranslation();
  const lang = hindi ? 'hi' : 'en';
  const texts = MARK_TEXTS[lang];
  const hindiText = hindi && hasText(q.question_in_hindi);
  const english = q.answer_explanation_in_english || q.answer_explaination_in_english || '';
  const hindiExplanation = hindi && hasText(q.answer_explanation_in_hindi);
  const explanation = hindiExplanation ? q.answer_explanation_in_hindi : english;
  const answerImage = imageUrl(q.answer_image);
  return (
    <Box lang={lang}>
      <Typography component="div" sx={{ fontWeight: 600, mb: 1 }}>
        {number}. <SafeHtml html={hindiText ? q.question_in_hindi : q.question} />
        {hindi && !hindiText && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            (Hindi translation not available)
          </Typography>
        )}
      </Typography>
      {imageUrl(q.question_image) && (
        <ResponsiveImage
          image={q.question_image}
          alt={t('Image for question {{n}}', { n: number })}
          maxHeight={280}
          sx={{ mb: 1 }}
        />
      )}
      {options ?? (
        <MarkedOptions
          options={shownOptions(q, hindi)}
          correct={correctIndexOf(q)}
          choice={choice}
          reveal={reveal}
          lang={lang}
        />
      )}
      {reveal && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            {texts.explanation}
          </Typography>
          {hindi && !hindiExplanation && hasText(english) && (
            <Typography variant="body2" color="text.secondary">
              (Hindi explanation not available, showing English)
            </Typography>
          )}
          <Typography component="div" variant="body2">
            {hasText(explanation) ? <SafeHtml html={explanation} /> : texts.none}
          </Typography>
          {answerImage && (
            <Box
              component="img"
              src={answerImage}
              alt={t('Answer image')}
              sx={{ maxWidth: '100%', maxHeight: 280, mt: 1 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
