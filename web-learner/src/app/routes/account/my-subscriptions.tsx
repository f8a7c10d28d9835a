import { ManageSubscriptionsScreen } from '@/features/subscriptions/components/manage-subscriptions-screen';

/** Manage subscriptions (spec 2.15), at /mySubscriptions and /unSubscribe. */
export default function Route() {
  return <ManageSubscriptionsScreen />;
}
