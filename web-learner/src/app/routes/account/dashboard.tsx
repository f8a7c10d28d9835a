import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { LearningDashboard } from '@/features/learning';
import { SubscriptionsOverview } from '@/features/subscriptions/components/subscriptions-overview';

/** Dashboard (spec 2.14): the dashboard feature's screen, with the subscriptions feature's tables and the learning loop. */
export default function Route() {
  return <DashboardScreen subscriptions={<SubscriptionsOverview />} learning={<LearningDashboard />} />;
}
