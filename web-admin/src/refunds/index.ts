import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { RefundList } from './RefundList';

export default { list: RefundList, icon: CurrencyRupeeIcon, options: { label: 'Payments' } };
