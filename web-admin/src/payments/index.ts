import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { OrderList } from './OrderList';
import { SubscriptionList } from './SubscriptionList';

export const subscriptions = {
  list: SubscriptionList,
  icon: SubscriptionsIcon,
  options: { label: 'Subscriptions' },
};
export const orders = { list: OrderList, icon: ReceiptLongIcon, options: { label: 'Old-quiz orders' } };
