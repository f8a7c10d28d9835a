import { Box, Paper, Stack, Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BilingualColumns, MissingNote } from '@/components/bilingual';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import {
  correctIndexOf,
  englishExplanationOf,
  HINDI_EXPLANATION_MISSING,
  HINDI_MISSING,
  hindiOf,
  optionLetter,
} from '@/lib/quiz-content';
import { imageUrl, type Question } from '@/types/quiz';
import { Html, InLang, type AnalysisLang } from './analysis-lang';

export type { AnalysisLang } from './analysis-lang';

/** The analysis labels of spec 2.10, in English and Hindi (Both shows the two together). */
export const ANALYSIS_TEXTS = {
  en: {
    yourChoiceCorrect: '(Your Choice is Correct)',
    correctChoice: '(Correct Choice)',
    yourChoice: '(Your Choice)',
    explanation: 'Explanation',
    noExplanation: 'No explanation available',
  },
  hi: {
    yourChoiceCorrect: '(आपका चयन सही है)',
    correctChoice: '(सही विकल्प)',
    yourChoice: '(आपका चयन)',
    explanation: 'व्याख्या',
    noExplanation: 'कोई व्याख्या उपलब्ध नहीं है',
  },
} as const;
type Label = keyof (typeof ANALYSIS_TEXTS)['en'];

const textOf = (lang: AnalysisLang, label: Label) =>
  lang === 'both' ? `${ANALYSIS_TEXTS.en[label]} ${ANALYSIS_TEXTS.hi[label]}` : ANALYSIS_TEXTS[lang][label];

export const AnalysisItem = memo(function AnalysisItem({
  q,
  index,
  choice,
  lang,
  tools,
}: {
  q: Question;
  index: number;
  choice: number | null;
  lang: AnalysisLang;
  tools?: ReactNode;
}) {
  const { t } = useTranslation('results');
  const correct = correctIndexOf(q);
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
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, listStyle: 'none' }}
      lang={lang === 'both' ? undefined : lang}
    >
      {/* Both: the number and tools on a line of their own, so the two columns span the whole item. */}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="div" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {index + 1}. {lang !== 'both' && questionText}
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
          alt={t('Image for question {{n}}', { n: index + 1 })}
          maxHeight={280}
          sx={{ mb: 1 }}
        />
      )}
      <Stack component="ol" sx={{ pl: 0, my: 1, gap: 0.5 }}>
        {q.options.map((o, i) => {
          const isCorrect = i === correct;
          const isChoice = i === choice;
          const label = isCorrect
            ? textOf(lang, isChoice ? 'yourChoiceCorrect' : 'correctChoice')
            : isChoice
              ? textOf(lang, 'yourChoice')
              : '';
          const tone = isCorrect ? 'success' : isChoice ? 'error' : null;
          const hindiOption = hi.options?.[i];
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
              {lang === 'both' && hindiOption ? (
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <span>{optionLetter(i)}.</span>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <BilingualColumns
                      labelled={false}
                      english={<Html html={o} />}
                      hindi={<Html html={hindiOption} />}
                    />
                    {label && <span>{label}</span>}
                  </Box>
                </Stack>
              ) : (
                <>
                  {optionLetter(i)}. <Html html={lang === 'hi' && hindiOption ? hindiOption : o} />{' '}
                  {label && <span>{label}</span>}
                </>
              )}
            </Box>
          );
        })}
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {textOf(lang, 'explanation')}
      </Typography>
      <Typography component="div" variant="body2">
        {englishExplanation || hi.explanation ? (
          <InLang
            lang={lang}
            english={englishExplanation ? <Html html={englishExplanation} /> : textOf('en', 'noExplanation')}
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
    </Paper>
  );
});
