import { Divider, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { learnerItems } from '@/components/layouts/nav-items';
import { useLogout } from '@/lib/auth';

/** The learner's menu under their name: View Profile, My Subscriptions, Logout. Loads on first open. */
export default function UserMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {learnerItems(t)
        .slice(1)
        .map((item) => (
          <MenuItem key={item.href} component={RouterLink} to={item.href} onClick={onClose}>
            {item.label}
          </MenuItem>
        ))}
      <Divider />
      <MenuItem
        disabled={logout.isPending}
        onClick={() => {
          onClose();
          logout.mutate();
        }}
      >
        {t('Logout')}
      </MenuItem>
    </Menu>
  );
}
