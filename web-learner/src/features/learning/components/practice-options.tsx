import { Box, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { Html } from '@/components/question/in-lang';
import { hindiOf, optionLetter } from '@/lib/quiz-content';
import type { Question } from '@/types/quiz';

/** The options to choose from in practice; once answered, the choice and the correct option are marked. */
export function PracticeOptions({
  q,
  hindi,
  chosen,
  correct,
  disabled,
  onPick,
}: {
  q: Question;
  hindi: boolean;
  chosen: number | null;
  correct: number | null;
  disabled: boolean;
  onPick: (option: number) => void;
}) {
  const options = (hindi && hindiOf(q).options) || q.options;
  return (
    <RadioGroup
      aria-label="Options"
      value={chosen === null ? '' : String(chosen)}
      onChange={(e) => onPick(Number(e.target.value))}
      sx={{ my: 2, gap: 1 }}
    >
      {options.map((o, i) => {
        const tone = correct === null ? null : i === correct ? 'success' : i === chosen ? 'error' : null;
        return (
          <FormControlLabel
            key={i}
            value={String(i)}
            disabled={disabled}
            control={<Radio />}
            label={
              <span>
                <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                  {optionLetter(i)}.
                </Box>
                <Html html={o} />
              </span>
            }
            sx={{
              m: 0,
              px: 1.5,
              py: 0.5,
              border: 1,
              borderRadius: 1,
              borderColor: tone ? `${tone}.main` : 'divider',
              '& .MuiFormControlLabel-label.Mui-disabled': { color: tone ? `${tone}.main` : undefined },
            }}
          />
        );
      })}
    </RadioGroup>
  );
}
