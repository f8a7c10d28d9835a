import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { useScoreHistory } from '../api/get-score-history';
import { dashboardCounts } from '../dashboard-stats';
import { StatCards, SubjectCards } from './stat-cards';

const ScoreCharts = lazy(() => import('./score-chart'));

/** The Dashboard section: the count cards, per-subject cards and the score charts. */
export function OverviewPanel() {
  const { t } = useTranslation('account');
  const userId = useCurrentUser()?._id ?? '';
  const dashboard = useDashboard(userId);
  const scores = useScoreHistory(userId);
  if (dashboard.isPending) return <Skeleton variant="rounded" height={320} />;
  if (dashboard.isError)
    return <Alert severity="error">{t(errorMessage(dashboard.error, 'Something went wrong'))}</Alert>;
  const { overall, subjects } = dashboardCounts(dashboard.data);
  const points = scores.data?.points ?? [];
  return (
    <Stack spacing={4}>
      <StatCards counts={overall} />
      <section aria-labelledby="my-scores">
        <Typography id="my-scores" variant="h6" component="h2" gutterBottom>
          {t('My Scores')}
        </Typography>
        {scores.isPending && <Skeleton variant="rounded" height={280} />}
        {scores.isError && <Alert severity="warning">{t('Your scores could not be loaded just now.')}</Alert>}
        {scores.isSuccess && points.length === 0 && (
          <Typography color="text.secondary">{t('Complete a quiz to see your scores here.')}</Typography>
        )}
        {points.length > 0 && (
          <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
            <ScoreCharts points={points} />
          </Suspense>
        )}
      </section>
      <section aria-labelledby="by-subject">
        <Typography id="by-subject" variant="h6" component="h2" gutterBottom>
          {t('By subject')}
        </Typography>
        <SubjectCards subjects={subjects} />
      </section>
    </Stack>
  );
}
