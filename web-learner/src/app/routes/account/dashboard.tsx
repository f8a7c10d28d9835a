import { paths } from '@/config/paths';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { KeyNotices } from '@/features/key-challenges';
import { LearningDashboard } from '@/features/learning';
import { MyReports, ReportNotices } from '@/features/reports';
import { SubscriptionsOverview } from '@/features/subscriptions/components/subscriptions-overview';

/**
 * Dashboard (spec 2.14): the dashboard feature's screen, with the subscriptions feature's tables, the learning
 * loop, and the learner's reports with the answers to them.
 */
export default function Route() {
  return (
    <DashboardScreen
      subscriptions={<SubscriptionsOverview />}
      learning={<LearningDashboard />}
      reports={<MyReports />}
      notices={
        <>
          <KeyNotices resultHref={(quizId) => paths.examResult.getHref(quizId)} />
          <ReportNotices reportsHref={`${paths.dashboard.getHref()}?section=reports`} />
        </>
      }
    />
  );
}
