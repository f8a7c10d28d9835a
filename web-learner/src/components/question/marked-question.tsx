import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingNote } from '@/components/bilingual';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import {
  correctIndexOf,
  englishExplanationOf,
  HINDI_EXPLANATION_MISSING,
  HINDI_MISSING,
  hindiOf,
} from '@/lib/quiz-content';
import { imageUrl, type Question } from '@/types/quiz';
import { Html, InLang, type AnalysisLang } from './in-lang';
import { MarkedOptions, textOf } from './marked-options';

interface MarkedQuestionProps {
  q: Question;
  number: number;
  lang: AnalysisLang;
  /** The learner's recorded answer (null: none). */
  choice?: number | null;
  /** Show the correct option and the explanation (practice: once answered). */
  reveal: boolean;
  /** Replaces the marked options (practice: the options to choose from). */
  options?: ReactNode;
  /** Beside the number (a bookmark, 'Report a problem'). */
  tools?: ReactNode;
}

/**
 * A question as the result's analysis, the notebook, bookmarks and practice show it (spec 2.10): its text
 * and image, the options with the learner's choice and the correct one marked, the explanation; in English,
 * Hindi (the spec's notes where it is missing) or Both side by side.
 */
export function MarkedQuestion({ q, number, lang, choice, reveal, options, tools }: MarkedQuestionProps) {
  const { t } = useTranslation();
  const hi = hindiOf(q);
  const englishExplanation = englishExplanationOf(q);
  const image = imageUrl(q.question_image);
  const answerImage = imageUrl(q.answer_image);
  const note = (text: string) => <MissingNote>{text}</MissingNote>;
  const questionText = (
    <InLang
      lang={lang}
      english={<Html html={q.question} />}
      hindi={hi.text && <Html html={hi.text} />}
      missing={note(HINDI_MISSING)}
    />
  );
  return (
    <Box lang={lang === 'both' ? undefined : lang}>
      {/* Both: the number and tools on a line of their own, so the two columns span the whole width. */}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="div" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {number}. {lang !== 'both' && questionText}
        </Typography>
        {tools}
      </Stack>
      {lang === 'both' && (
        <Typography component="div" sx={{ fontWeight: 600, mb: 1 }}>
          {questionText}
        </Typography>
      )}
      {image && (
        <ResponsiveImage
          image={q.question_image ?? image}
          alt={t('Image for question {{n}}', { n: number })}
          maxHeight={280}
          sx={{ mb: 1 }}
        />
      )}
      {options ?? (
        <MarkedOptions
          options={q.options}
          hindiOptions={hi.options}
          correct={correctIndexOf(q)}
          choice={choice}
          reveal={reveal}
          lang={lang}
        />
      )}
      {reveal && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {textOf(lang, 'explanation')}
          </Typography>
          <Typography component="div" variant="body2">
            {englishExplanation || hi.explanation ? (
              <InLang
                lang={lang}
                english={
                  englishExplanation ? <Html html={englishExplanation} /> : textOf('en', 'noExplanation')
                }
                hindi={hi.explanation && <Html html={hi.explanation} />}
                missing={englishExplanation ? note(HINDI_EXPLANATION_MISSING) : textOf('hi', 'noExplanation')}
              />
            ) : (
              textOf(lang, 'noExplanation')
            )}
          </Typography>
          {answerImage && (
            <Box
              component="img"
              src={answerImage}
              alt={t('Answer image')}
              sx={{ maxWidth: '100%', maxHeight: 280, mt: 1 }}
            />
          )}
        </>
      )}
    </Box>
  );
}
