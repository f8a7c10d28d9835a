import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

const UserList = lazy(() => import('./UserList').then((m) => ({ default: m.UserList })));
const UserEdit = lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit })));
const UserShow = lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow })));

export default {
  list: UserList,
  edit: UserEdit,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
