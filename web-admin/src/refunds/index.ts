import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { lazy } from 'react';

const RefundList = lazy(() => import('./RefundList').then((m) => ({ default: m.RefundList })));

export default { list: RefundList, icon: CurrencyRupeeIcon };
