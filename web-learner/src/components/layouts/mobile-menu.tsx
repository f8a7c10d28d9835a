import { Avatar, Box, Divider, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { initial, learnerItems, purchaseItem, type NavItem } from '@/components/layouts/nav-items';
import { paths } from '@/config/paths';
import { useCurrentUser, useLogout } from '@/lib/auth';

const linkProps = (item: NavItem) =>
  item.document ? { component: 'a' as const, href: item.href } : { component: RouterLink, to: item.href };

/** The header's menu on a phone, as a drawer. Loads on first open. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const logout = useLogout();
  const items = [...(user ? learnerItems(t) : []), purchaseItem(t)];
  return (
    <Drawer id="mobile-menu" anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('Main')} sx={{ width: 280 }} onClick={onClose}>
        {user && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>{initial(user.name)}</Avatar>
            <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Box>
          </Box>
        )}
        <List>
          {items.map((item) => (
            <ListItemButton key={item.href} {...linkProps(item)}>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
          <Divider />
          {user ? (
            <ListItemButton onClick={() => logout.mutate()} disabled={logout.isPending}>
              <ListItemText primary={t('Logout')} />
            </ListItemButton>
          ) : (
            <>
              <ListItemButton component={RouterLink} to={paths.login.getHref()}>
                <ListItemText primary={t('Login')} />
              </ListItemButton>
              <ListItemButton component={RouterLink} to={paths.register.getHref()}>
                <ListItemText primary={t('Register')} />
              </ListItemButton>
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
