import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SubscriptionsIcon from '@mui/icons-material/Subscriptions';
import { lazy } from 'react';

const SubscriptionList = lazy(() =>
  import('./SubscriptionList').then((m) => ({ default: m.SubscriptionList })),
);
const OrderList = lazy(() => import('./OrderList').then((m) => ({ default: m.OrderList })));

export const subscriptions = {
  list: SubscriptionList,
  icon: SubscriptionsIcon,
  options: { label: 'Subscriptions' },
};
export const orders = { list: OrderList, icon: ReceiptLongIcon, options: { label: 'Old-quiz orders' } };
