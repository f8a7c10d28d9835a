import LiveTvIcon from '@mui/icons-material/LiveTv';
import { Menu as RaMenu } from 'react-admin';

/** react-admin's menu of resources, with the console's own pages after them. */
export function Menu() {
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItems />
      <RaMenu.Item to="/live-mocks" primaryText="Live mocks" leftIcon={<LiveTvIcon />} />
    </RaMenu>
  );
}
