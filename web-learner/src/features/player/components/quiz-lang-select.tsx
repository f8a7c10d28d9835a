import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuizLang } from '../domain/quiz-text';

/** The quiz's language: English, Hindi, or Both side by side (disabled for Kye Bye: spec section 6). */
export function QuizLangSelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: QuizLang;
  disabled: boolean;
  onChange: (lang: QuizLang) => void;
}) {
  const { t } = useTranslation('player');
  return (
    <FormControl size="small" sx={{ minWidth: 120 }}>
      <InputLabel id={id}>{t('Language')}</InputLabel>
      <Select
        labelId={id}
        label={t('Language')}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as QuizLang)}
      >
        <MenuItem value="en">English</MenuItem>
        <MenuItem value="hi" lang="hi">
          हिंदी
        </MenuItem>
        <MenuItem value="both">{t('Both')}</MenuItem>
      </Select>
    </FormControl>
  );
}
