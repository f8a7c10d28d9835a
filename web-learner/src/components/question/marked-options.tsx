import { Box, Stack } from '@mui/material';
import { optionLetter } from '@/lib/quiz-content';
import { SafeHtml } from './safe-html';

/** The spec 2.10 labels, in the question's language. */
export const MARK_TEXTS = {
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

interface MarkedOptionsProps {
  options: string[];
  /** The correct option, marked green when revealed. */
  correct: number;
  /** The learner's option, marked red unless it is the correct one (null: none). */
  choice: number | null | undefined;
  reveal: boolean;
  lang: 'en' | 'hi';
}

/** A question's options as a list, the learner's choice and (revealed) the correct option marked and labelled. */
export function MarkedOptions({ options, correct, choice, reveal, lang }: MarkedOptionsProps) {
  const texts = MARK_TEXTS[lang];
  return (
    <Stack component="ol" sx={{ pl: 0, my: 1, gap: 0.5 }}>
      {options.map((o, i) => {
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
            {optionLetter(i)}. <SafeHtml html={o} /> {label && <span>{label}</span>}
          </Box>
        );
      })}
    </Stack>
  );
}
