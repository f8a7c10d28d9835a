import { Box, Stack } from '@mui/material';
import { BilingualColumns } from '@/components/bilingual';
import { optionLetter } from '@/lib/quiz-content';
import { Html, type AnalysisLang } from './in-lang';

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

export const textOf = (lang: AnalysisLang, label: Label) =>
  lang === 'both' ? `${ANALYSIS_TEXTS.en[label]} ${ANALYSIS_TEXTS.hi[label]}` : ANALYSIS_TEXTS[lang][label];

interface MarkedOptionsProps {
  options: string[];
  /** The Hindi options, when the question has all of them. */
  hindiOptions: string[] | null;
  /** The correct option, marked green when revealed. */
  correct: number;
  /** The learner's option, marked red unless it is the correct one (null: none). */
  choice: number | null | undefined;
  reveal: boolean;
  lang: AnalysisLang;
}

/** A question's options, the learner's choice and (revealed) the correct option marked and labelled. */
export function MarkedOptions({ options, hindiOptions, correct, choice, reveal, lang }: MarkedOptionsProps) {
  return (
    <Stack component="ol" sx={{ pl: 0, my: 1, gap: 0.5 }}>
      {options.map((o, i) => {
        const isCorrect = reveal && i === correct;
        const isChoice = i === choice;
        const label = isCorrect
          ? textOf(lang, isChoice ? 'yourChoiceCorrect' : 'correctChoice')
          : isChoice
            ? textOf(lang, 'yourChoice')
            : '';
        const tone = isCorrect ? 'success' : isChoice ? 'error' : null;
        const hindiOption = hindiOptions?.[i];
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
  );
}
