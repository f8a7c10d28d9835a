import { createAppTheme } from '@exam/web-theme';
import type { RaThemeOptions } from 'react-admin';

/** The platform's shared theme, light and dark; the console follows the system until the editor picks one. */
export const lightTheme: RaThemeOptions = createAppTheme('light');
export const darkTheme: RaThemeOptions = createAppTheme('dark');
