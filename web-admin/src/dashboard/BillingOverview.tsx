import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ApiSchema } from '@exam/web-theme/src/api';
import { useOverview } from './useOverview';

/** What GET /api/admin/billing/overview answers; amounts in rupees. */
export type BillingOverviewData = ApiSchema<'BillingOverview'>;

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** Admins' revenue per week (subscription payments and old-quiz orders) over the last 12 weeks. */
export function BillingOverview() {
  const { data, error } = useOverview('billing');
  if (error)
    return (
      <Grid size={12}>
        <Typography color="error">Revenue could not be loaded: {error.message}</Typography>
      </Grid>
    );
  const weeks = data?.revenueByWeek ?? [];
  const total = weeks.reduce((n, w) => n + w.total, 0);
  return (
    <Grid size={12}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Revenue by week (weeks start Monday)
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data ? `${rupees(total)} over the last ${weeks.length} weeks` : <Skeleton width={200} />}
          </Typography>
          {!data ? (
            <Skeleton variant="rectangular" height={260} />
          ) : (
            <BarChart
              height={260}
              xAxis={[{ data: weeks.map((w) => w.week.slice(5)), scaleType: 'band', height: 40 }]}
              // Whole rupees, room for '₹12,34,567', and a visible scale when every week is ₹0 (else '0.0…').
              yAxis={[
                {
                  min: 0,
                  max: total === 0 ? 100 : undefined,
                  tickMinStep: 1,
                  width: 72,
                  valueFormatter: (v: number) => rupees(v),
                },
              ]}
              series={[
                {
                  data: weeks.map((w) => w.subscriptions),
                  label: 'Subscriptions',
                  stack: 'revenue',
                  valueFormatter: (v) => rupees(v ?? 0),
                },
                {
                  data: weeks.map((w) => w.orders),
                  label: 'Old-quiz orders',
                  stack: 'revenue',
                  valueFormatter: (v) => rupees(v ?? 0),
                },
              ]}
            />
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
