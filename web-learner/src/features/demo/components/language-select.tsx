import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuizLanguage } from '../types';

/** English or Hindi for the quiz content; disabled for Kye Bye (spec section 6). */
export function LanguageSelect(props: {
  value: QuizLanguage;
  onChange: (lang: QuizLanguage) => void;
  division: string;
  hindiAvailable: boolean;
}) {
  const { t } = useTranslation('demo');
  return (
    <TextField
      select
      size="small"
      label={t('Language')}
      value={props.value}
      disabled={props.division === 'Kye Bye' || !props.hindiAvailable}
      onChange={(e) => props.onChange(e.target.value as QuizLanguage)}
      sx={{ minWidth: 120 }}
    >
      <MenuItem value="en">English</MenuItem>
      <MenuItem value="hi" lang="hi">
        हिंदी
      </MenuItem>
    </TextField>
  );
}
