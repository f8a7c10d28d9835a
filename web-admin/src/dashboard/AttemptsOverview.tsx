import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import type { ApiSchema } from '@exam/web-theme/src/api';
import { useOverview } from './useOverview';

/** What GET /api/admin/attempts/overview answers. */
export type AttemptsOverviewData = ApiSchema<'AttemptsOverview'>;

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value ?? <Skeleton width={60} />}
        </Typography>
      </CardContent>
    </Card>
  );
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const shortName = (name: string) => (name.length > 24 ? `${name.slice(0, 23)}…` : name);

/** Admins' view of attempts: today, the last 30 days per day, the most taken and the hardest quizzes. */
export function AttemptsOverview() {
  const { data, error } = useOverview('attempts');
  if (error)
    return (
      <Grid size={12}>
        <Typography color="error">Attempts overview could not be loaded: {error.message}</Typography>
      </Grid>
    );
  const perDay = data?.last30Days.perDay ?? [];
  const busiest = Math.max(0, ...perDay.map((d) => Math.max(d.attempts, d.completions)));
  return (
    <>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Attempts today" value={data?.today.attempts} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Completions today" value={data?.today.completions} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Attempts, last 30 days" value={data?.last30Days.attempts} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <Figure label="Completions, last 30 days" value={data?.last30Days.completions} />
      </Grid>
      <Grid size={12}>
        <ChartCard title="Attempts and completions per day (UTC), last 30 days">
          {!data ? (
            <Skeleton variant="rectangular" height={260} />
          ) : (
            <LineChart
              height={260}
              xAxis={[{ data: perDay.map((d) => d.day.slice(5)), scaleType: 'point', height: 40 }]}
              // Counts per day: whole numbers, straight segments (a smoothed line suggests values between days),
              // and a visible scale on a month without any (else the one tick reads '0.0…').
              yAxis={[{ min: 0, max: busiest === 0 ? 5 : undefined, tickMinStep: 1 }]}
              series={[
                { data: perDay.map((d) => d.attempts), label: 'Attempts', curve: 'linear' },
                { data: perDay.map((d) => d.completions), label: 'Completions', curve: 'linear' },
              ]}
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Most taken quizzes (completions)">
          {!data ? (
            <Skeleton variant="rectangular" height={260} />
          ) : (
            <BarChart
              height={260}
              xAxis={[
                { data: data.mostTaken.map((q) => shortName(q.quizName)), scaleType: 'band', height: 40 },
              ]}
              series={[{ data: data.mostTaken.map((q) => q.completions), label: 'Completions' }]}
            />
          )}
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Lowest average score (% correct)">
          {!data ? (
            <Skeleton variant="rectangular" height={260} />
          ) : (
            <BarChart
              height={260}
              xAxis={[
                { data: data.lowestAverage.map((q) => shortName(q.quizName)), scaleType: 'band', height: 40 },
              ]}
              series={[{ data: data.lowestAverage.map((q) => q.averagePercent), label: 'Average %' }]}
            />
          )}
        </ChartCard>
      </Grid>
    </>
  );
}
