import SellIcon from '@mui/icons-material/Sell';
import { lazy } from 'react';

const PlanList = lazy(() => import('./PlanList').then((m) => ({ default: m.PlanList })));
const PlanEdit = lazy(() => import('./PlanEdit').then((m) => ({ default: m.PlanEdit })));

export default { list: PlanList, edit: PlanEdit, icon: SellIcon, recordRepresentation: 'name' };
