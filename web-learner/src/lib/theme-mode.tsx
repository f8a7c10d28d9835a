import { useMediaQuery } from '@mui/material';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { local, storageKeys } from '@/lib/storage';

type Mode = 'light' | 'dark';

interface ThemeModeValue {
  mode: Mode;
  /** True once the learner chose; until then the app follows the system setting. */
  chosen: boolean;
  toggle(): void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

const stored = (): Mode | null => {
  const v = local.get(storageKeys.theme);
  return v === 'light' || v === 'dark' ? v : null;
};

export function ThemeModeProvider({ children }: { children: (mode: Mode) => ReactNode }) {
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [choice, setChoice] = useState<Mode | null>(stored);
  const mode: Mode = choice ?? (systemDark ? 'dark' : 'light');
  const toggle = useCallback(() => {
    const next: Mode = mode === 'dark' ? 'light' : 'dark';
    local.set(storageKeys.theme, next);
    setChoice(next);
  }, [mode]);
  const value = useMemo(() => ({ mode, chosen: choice !== null, toggle }), [mode, choice, toggle]);
  // index.html paints a dark visit's background before the app runs; from the first render the theme does.
  useLayoutEffect(() => {
    document.documentElement.style.removeProperty('background');
    document.documentElement.style.removeProperty('color-scheme');
  }, []);
  return <ThemeModeContext.Provider value={value}>{children(mode)}</ThemeModeContext.Provider>;
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode outside ThemeModeProvider');
  return value;
}
