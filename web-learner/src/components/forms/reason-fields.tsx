import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';

export interface ReasonChoice<R extends string> {
  value: R;
  label: string;
  disabled?: boolean;
}

/**
 * A reason to pick and an optional text with its count, cut at `max` characters: the body of the forms that
 * tell the editors about a question (a report, a challenge of its key).
 */
export function ReasonFields<R extends string>({
  legend,
  choices,
  reason,
  onReason,
  textLabel,
  text,
  onText,
  max,
}: {
  legend: string;
  choices: ReadonlyArray<ReasonChoice<R>>;
  reason: R | '';
  onReason: (reason: R) => void;
  textLabel: string;
  text: string;
  onText: (text: string) => void;
  max: number;
}) {
  return (
    <>
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel component="legend">{legend}</FormLabel>
        <RadioGroup value={reason} onChange={(e) => onReason(e.target.value as R)}>
          {choices.map((c) => (
            <FormControlLabel
              key={c.value}
              value={c.value}
              control={<Radio />}
              disabled={c.disabled}
              label={c.label}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={textLabel}
        value={text}
        onChange={(e) => onText(e.target.value.slice(0, max))}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: max } }}
        helperText={`${text.length}/${max}`}
      />
    </>
  );
}
