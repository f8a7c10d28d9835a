import { createTheme, type PaletteMode, type Theme } from '@mui/material/styles';

/**
 * One look for the learner app and the admin console. Colours are chosen for WCAG AA contrast on their
 * backgrounds in both modes (checked by axe-core in the browser tests).
 */
export const brand = {
  name: 'Exam Prep',
  /** Indigo: trust, study. */
  primary: { light: '#283593', dark: '#9fa8da' },
  /** Saffron: energy, calls to action. */
  secondary: { light: '#b34700', dark: '#ffb74d' },
  /** The gold of the 'Premium' badge. */
  gold: '#8a6d00',
  goldBackground: '#ffe082',
} as const;

/**
 * Devanagari from the app's own font, first (its face covers Devanagari only: see devanagari.css); Latin
 * from the system's UI font (no download on the landing page).
 */
export const fontFamily = [
  '"Noto Sans Devanagari"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export function createAppTheme(mode: PaletteMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? brand.primary.dark : brand.primary.light },
      secondary: { main: dark ? brand.secondary.dark : brand.secondary.light },
      success: { main: dark ? '#81c784' : '#1b5e20' },
      error: { main: dark ? '#ef9a9a' : '#b71c1c' },
      warning: { main: dark ? '#ffd54f' : '#8d5300' },
      info: { main: dark ? '#81d4fa' : '#01579b' },
      background: dark ? { default: '#10131a', paper: '#181c25' } : { default: '#f6f7fb', paper: '#ffffff' },
      text: dark
        ? { primary: '#eceff4', secondary: '#b8c0cc' }
        : { primary: '#1a1d26', secondary: '#4a5163' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.01em' },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'default' } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}

export const lightTheme = createAppTheme('light');
export const darkTheme = createAppTheme('dark');
