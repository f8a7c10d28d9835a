import { paths } from '@/config/paths';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { MyReports, ReportNotices } from '@/features/reports';
import { SubscriptionsOverview } from '@/features/subscriptions/components/subscriptions-overview';

/** Dashboard (spec 2.14): the dashboard feature's screen, with the subscriptions' tables and the learner's reports. */
export default function Route() {
  return (
    <DashboardScreen
      subscriptions={<SubscriptionsOverview />}
      reports={<MyReports />}
      notices={<ReportNotices reportsHref={`${paths.dashboard.getHref()}?section=reports`} />}
    />
  );
}
