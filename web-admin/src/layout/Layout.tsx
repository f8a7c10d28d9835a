import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';

/** react-admin's bar (it adds the light/dark toggle and the refresh) with the console's name. */
function ConsoleAppBar() {
  return (
    <AppBar color="primary">
      <Typography component="span" variant="h6" sx={{ mr: 2, display: { xs: 'none', sm: 'inline' } }}>
        Exam Prep console
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout appBar={ConsoleAppBar}>{children}</RaLayout>;
}
