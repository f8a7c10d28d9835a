import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Avatar, Box, Button, IconButton, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '@/components/ui/brand-logo';
import { LanguageToggle, ThemeToggle } from '@/components/layouts/header-controls';
import { initial, learnerItems, purchaseItem } from '@/components/layouts/nav-items';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';

const UserMenu = lazy(() => import('@/components/layouts/user-menu'));
const MobileMenu = lazy(() => import('@/components/layouts/mobile-menu'));

/**
 * The header of spec 2.8 with the menus of section 6: a visitor sees Login and Register, a learner their name
 * with View Profile, My Subscriptions and Logout; everyone sees Purchase Plan. On a phone it folds into a drawer.
 */
export function Header() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  const [userMenu, setUserMenu] = useState<HTMLElement | null>(null);
  const [userMenuUsed, setUserMenuUsed] = useState(false);
  const purchase = purchaseItem(t);
  const quizzes = learnerItems(t)[0]!;

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, maxWidth: 1200, width: '100%', mx: 'auto' }}>
        <BrandLogo />
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="nav"
          aria-label={t('Main')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}
        >
          {user && (
            <Button color="inherit" component={RouterLink} to={quizzes.href}>
              {quizzes.label}
            </Button>
          )}
          <Button color="inherit" component="a" href={purchase.href}>
            {purchase.label}
          </Button>
          {user ? (
            <Button
              color="inherit"
              onClick={(e) => {
                setUserMenuUsed(true);
                setUserMenu(e.currentTarget);
              }}
              aria-haspopup="menu"
              aria-expanded={userMenu ? 'true' : 'false'}
              startIcon={
                <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>
                  {initial(user.name)}
                </Avatar>
              }
              sx={{ maxWidth: 220 }}
            >
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {user.name}
              </Box>
            </Button>
          ) : (
            <>
              <Button color="inherit" component={RouterLink} to={paths.login.getHref()}>
                {t('Login')}
              </Button>
              <Button variant="contained" component={RouterLink} to={paths.register.getHref()}>
                {t('Register')}
              </Button>
            </>
          )}
        </Box>
        <LanguageToggle />
        <ThemeToggle />
        <IconButton
          sx={{ display: { md: 'none' } }}
          color="inherit"
          aria-label={t('Open menu')}
          aria-controls="mobile-menu"
          aria-expanded={drawer === 'open' ? 'true' : 'false'}
          onClick={() => setDrawer('open')}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Suspense fallback={null}>
        {userMenuUsed && <UserMenu anchor={userMenu} onClose={() => setUserMenu(null)} />}
        {drawer !== 'never' && <MobileMenu open={drawer === 'open'} onClose={() => setDrawer('closed')} />}
      </Suspense>
    </AppBar>
  );
}
