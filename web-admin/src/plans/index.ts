import SellIcon from '@mui/icons-material/Sell';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';

export default { list: PlanList, edit: PlanEdit, icon: SellIcon, recordRepresentation: 'name' };
