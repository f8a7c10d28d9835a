import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '@exam/web-theme';
import { DialogHost } from '@/components/ui/dialog-host';
import { PageLoader } from '@/components/ui/page-loader';
import { queryClient } from '@/lib/react-query';
import { Toasts } from '@/components/ui/toasts';
import { ThemeModeProvider } from '@/lib/theme-mode';

/** Server state, theme (light/dark), toasts and dialogs for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeProvider>
        {(mode) => (
          <ThemeProvider theme={mode === 'dark' ? darkTheme : lightTheme}>
            <CssBaseline enableColorScheme />
            <Suspense fallback={<PageLoader />}>
              {children}
              <DialogHost />
            </Suspense>
            <Toasts mode={mode} />
          </ThemeProvider>
        )}
      </ThemeModeProvider>
    </QueryClientProvider>
  );
}
