import { UnderConstruction } from '@/components/errors/under-construction';

/** Manage subscriptions (spec 2.15), at /mySubscriptions and /unSubscribe. */
export default function Route() {
  return <UnderConstruction title="My Subscriptions" />;
}
