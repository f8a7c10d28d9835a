import ClearIcon from '@mui/icons-material/Clear';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { isAfter, isBefore, isValid, parse, startOfDay } from 'date-fns';
import { useState, type Ref } from 'react';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { useTranslation } from 'react-i18next';

export const DATE_NOT_VALID = 'Date input not valid.';
/** Shown like 'Mar 5, 2025' (spec 2.17); the library's own MM/dd/yyyy is accepted when typed. */
export const DISPLAY_FORMAT = 'MMM d, yyyy';
const TYPED_FORMATS = [DISPLAY_FORMAT, 'MM/dd/yyyy', 'yyyy-MM-dd'];

/** A typed date, or null when the text is not a date in one of the accepted formats or outside the range. */
export function parseTyped(text: string, min: Date | null, max: Date): Date | null {
  for (const f of TYPED_FORMATS) {
    const date = parse(text.trim(), f, new Date());
    if (!isValid(date) || date.getFullYear() < 1900) continue;
    const day = startOfDay(date);
    if (isAfter(day, max) || (min && isBefore(day, min))) return null;
    return day;
  }
  return null;
}

interface Props {
  id: string;
  label: string;
  value: Date | null;
  onChange: (date: Date | null) => void;
  min?: Date | null;
  max: Date;
  disabled?: boolean;
}

/** One of the two pickers: react-datepicker with a MUI text field, clearable, latest date today. */
export function DateField({ id, label, value, onChange, min = null, max, disabled }: Props) {
  const { t } = useTranslation('payments');
  const [invalid, setInvalid] = useState(false);
  const input = (
    <PickerInput
      label={label}
      error={invalid}
      helperText={invalid ? t(DATE_NOT_VALID) : ' '}
      onClear={
        value && !disabled
          ? () => {
              setInvalid(false);
              onChange(null);
            }
          : undefined
      }
      clearLabel={t('Clear {{label}}', { label })}
    />
  );
  return (
    <Box sx={pickerStyles}>
      <DatePicker
        id={id}
        selected={value}
        onChange={(date: Date | null) => {
          setInvalid(false);
          onChange(date);
        }}
        onChangeRaw={(event) => {
          const target = event?.target;
          if (!(target instanceof HTMLInputElement)) return;
          const text = target.value;
          setInvalid(text.trim() !== '' && !parseTyped(text, min, max));
        }}
        dateFormat={DISPLAY_FORMAT}
        maxDate={max}
        minDate={min ?? undefined}
        disabled={disabled}
        placeholderText={t('Select a date')}
        customInput={input}
        showPopperArrow={false}
        popperPlacement="bottom-start"
      />
    </Box>
  );
}

/** The field fills its half of the row; the calendar takes the theme's colours (dark mode included). */
const pickerStyles = {
  flex: 1,
  minWidth: 0,
  '& .react-datepicker-wrapper': { display: 'block', width: '100%' },
  '& .react-datepicker-popper': { zIndex: 1300 },
  '& .react-datepicker': {
    fontFamily: 'inherit',
    bgcolor: 'background.paper',
    color: 'text.primary',
    borderColor: 'divider',
  },
  '& .react-datepicker__header': { bgcolor: 'action.hover', borderColor: 'divider' },
  '& .react-datepicker__current-month, & .react-datepicker__day-name, & .react-datepicker__day': {
    color: 'text.primary',
  },
  '& .react-datepicker__day:hover': { bgcolor: 'action.selected' },
  '& .react-datepicker__day--disabled': { color: 'text.disabled' },
  '& .react-datepicker__day--selected, & .react-datepicker__day--keyboard-selected': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
} as const;

type InputProps = {
  label: string;
  error: boolean;
  helperText: string;
  clearLabel: string;
  onClear?: () => void;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
} & Record<string, unknown>;

/** The field react-datepicker clones with its own value and handlers. */
function PickerInput({ label, error, helperText, clearLabel, onClear, ref, disabled, ...rest }: InputProps) {
  return (
    <TextField
      {...rest}
      inputRef={ref}
      label={label}
      required
      fullWidth
      disabled={disabled}
      error={error}
      helperText={helperText}
      autoComplete="off"
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          endAdornment: onClear ? (
            <InputAdornment position="end">
              <IconButton aria-label={clearLabel} edge="end" size="small" onClick={onClear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
