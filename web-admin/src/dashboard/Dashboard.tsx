import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { Title, useGetList, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { DIVISIONS } from '@/quizzes/choices';
import { AttemptsOverview } from './AttemptsOverview';
import { BillingOverview } from './BillingOverview';

/** How many records a filtered list has: one row is fetched, the total comes from Content-Range. */
function useCount(resource: string, filter: Record<string, unknown> = {}, enabled = true) {
  const { total, isPending } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter },
    { enabled },
  );
  return isPending ? undefined : (total ?? 0);
}

function Stat({ label, value, to }: { label: string; value: number | undefined; to: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p">
            {value ?? <Skeleton width={60} />}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

const listLink = (resource: string, filter: object) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The editor's day at a glance: drafts, Hindi gaps, open reports, quizzes per division; admins also see refunds due. */
export function Dashboard() {
  const { permissions } = usePermissions();
  const admin = permissions === 'admin';
  const quizzes = useCount('quizzes');
  const drafts = useCount('quizzes', { published: false });
  const gaps = useCount('quizzes', { hindiMissing: true });
  const reported = useCount('reports', { status: 'open' });
  const refunds = useCount('refunds', {}, admin);
  const activeSubscriptions = useCount('subscriptions', { status: 'active' }, admin);
  const perDivision = [
    useCount('quizzes', { division: DIVISIONS[0] }),
    useCount('quizzes', { division: DIVISIONS[1] }),
    useCount('quizzes', { division: DIVISIONS[2] }),
    useCount('quizzes', { division: DIVISIONS[4] }),
  ];
  const chartDivisions = [DIVISIONS[0], DIVISIONS[1], DIVISIONS[2], DIVISIONS[4]];
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="Overview" />
      <Grid size={{ xs: 6, md: 'grow' }}>
        <Stat label="Quizzes" value={quizzes} to="/quizzes" />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <Stat label="Drafts" value={drafts} to={listLink('quizzes', { published: false })} />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <Stat
          label="Quizzes with Hindi missing"
          value={gaps}
          to={listLink('quizzes', { hindiMissing: true })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <Stat
          label="Reported questions (open)"
          value={reported}
          to={listLink('reports', { status: 'open' })}
        />
      </Grid>
      {admin && (
        <>
          <Grid size={{ xs: 6, md: 'grow' }}>
            <Stat
              label="Active subscriptions"
              value={activeSubscriptions}
              to={listLink('subscriptions', { status: 'active' })}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 'grow' }}>
            <Stat label="Refunds that may be asked for now" value={refunds} to="/refunds" />
          </Grid>
          {/* Its own row: beside the growing stat cards above, its quarter-width cards squeezed those to nothing. */}
          <Grid size={12}>
            <Grid container spacing={2}>
              <AttemptsOverview />
            </Grid>
          </Grid>
          <BillingOverview />
        </>
      )}
      <Grid size={12}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              Quizzes by division
            </Typography>
            {perDivision.every((n) => n !== undefined) ? (
              <BarChart
                height={260}
                xAxis={[{ data: chartDivisions, scaleType: 'band', height: 40 }]}
                series={[{ data: perDivision as number[], label: 'Quizzes' }]}
              />
            ) : (
              <Skeleton variant="rectangular" height={260} />
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
