import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { Button, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HindiLabelIcon } from '@/components/layouts/hindi-label-icon';
import { LANGUAGES } from '@/lib/i18n';
import { useThemeMode } from '@/lib/theme-mode';

/** Light/dark switch (stored as `theme`). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? t('Switch to light theme') : t('Switch to dark theme');
  return (
    <IconButton onClick={toggle} aria-label={label} title={label} color="inherit">
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}

/** The interface language, English or Hindi: one button that switches to the other. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'hi' ? LANGUAGES[1] : LANGUAGES[0];
  const other = current.code === 'hi' ? LANGUAGES[0] : LANGUAGES[1];
  const label = t('Switch the interface to {{language}}', { language: other.label });
  return (
    <Button
      color="inherit"
      onClick={() => void i18n.changeLanguage(other.code)}
      aria-label={label}
      title={label}
      lang={other.code}
      sx={{ minWidth: 44, fontWeight: 700 }}
    >
      {other.code === 'hi' ? <HindiLabelIcon /> : other.short}
    </Button>
  );
}
