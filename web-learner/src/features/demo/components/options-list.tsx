import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import type { QuizLanguage } from '../types';

/**
 * The radio options. With the answer shown, the correct option is outlined in green and a wrong pick in red.
 * Keys 1-9 pick an option (announced through the group's description).
 */
export function OptionsList(props: {
  options: string[];
  selected: number | null;
  correctIndex: number;
  showAnswer: boolean;
  lang: QuizLanguage;
  labelledBy: string;
  describedBy: string;
  onChoose: (index: number) => void;
}) {
  const { options, selected, correctIndex, showAnswer } = props;
  const tone = (i: number) =>
    showAnswer && i === correctIndex
      ? 'success.main'
      : selected === i && i !== correctIndex
        ? 'error.main'
        : null;
  return (
    <RadioGroup
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      value={selected === null ? '' : String(selected)}
      onChange={(e) => props.onChoose(Number(e.target.value))}
      sx={{ gap: 1 }}
    >
      {options.map((option, i) => (
        <FormControlLabel
          key={i}
          value={String(i)}
          lang={props.lang}
          control={<Radio />}
          label={option}
          sx={{
            m: 0,
            pr: 2,
            py: 0.5,
            border: 1,
            borderRadius: 1,
            borderColor: tone(i) ?? 'divider',
            borderWidth: tone(i) ? 2 : 1,
            overflowWrap: 'anywhere',
          }}
        />
      ))}
    </RadioGroup>
  );
}
