import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Fab, Link, Zoom, useScrollTrigger } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { PageLoader } from '@/components/ui/page-loader';
import { DrawnScreenHydrated } from '@/lib/use-hydrating';
import { routesWithoutNavbar } from '@/config/paths';

/**
 * Every screen's frame: a skip link, the header (hidden on the player screens, spec 2.2), the screen, the
 * footer, and the shared extra element outside the routes: a back-to-top button. The screen's area is at least
 * as tall as the window, so the footer starts below the fold and never moves while a screen's code or data
 * arrives (a footer drawn under a loader and then pushed down was most of the layout shift, issue 37).
 */
export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { hash } = useLocation();
  const bare = routesWithoutNavbar.some((pattern) => matchPath(pattern, pathname));
  // A new screen starts at its top, unless the link names an anchor on it.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('Skip to content')}
      </Link>
      {!bare && <Header />}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none', minHeight: '100vh' }}
      >
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <DrawnScreenHydrated />
          </Suspense>
        </ErrorBoundary>
      </Box>
      {!bare && <Footer />}
      {!bare && <BackToTop />}
    </Box>
  );
}

function BackToTop() {
  const { t } = useTranslation();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 600 });
  return (
    <Zoom in={scrolled}>
      <Fab
        size="small"
        color="primary"
        aria-label={t('Back to top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', right: 16, bottom: 16 }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
