import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { Menu } from './Menu';

/** react-admin's bar (it adds the light/dark toggle and the refresh) with the console's name. */
function ConsoleAppBar() {
  return (
    <AppBar color="primary">
      <Typography component="span" variant="h6" sx={{ mr: 2, display: { xs: 'none', sm: 'inline' } }}>
        Exam Prep console
      </Typography>
      {/* A long quiz name is cut with an ellipsis rather than widening a phone's page. */}
      <TitlePortal
        sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      />
    </AppBar>
  );
}

/**
 * react-admin's layout is at least as wide as its widest content (`min-width: fit-content`, and its content
 * column is a flex item that never shrinks below its content): one long form label or table made a 360 px
 * phone's whole page scroll sideways. The page takes the screen's width; wide parts scroll or wrap inside it.
 */
const fitTheScreen = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={ConsoleAppBar} menu={Menu} sx={fitTheScreen}>
      {children}
    </RaLayout>
  );
}
