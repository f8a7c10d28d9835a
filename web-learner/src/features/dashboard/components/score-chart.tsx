import { Box, Card, CardContent, Grid, Typography, useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { ScorePoint } from '../api/get-score-history';
import { averageBySubject } from '../dashboard-stats';

/**
 * Scores over time and the average by subject (@mui/x-charts, the kit's own charts). Loaded lazily with
 * the dashboard's chart section only: the library is the heaviest thing the dashboard shows.
 */
export default function ScoreCharts({ points }: { points: ScorePoint[] }) {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const bySubject = averageBySubject(points);
  const average = points.reduce((sum, p) => sum + p.percent, 0) / points.length;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" component="h3" fontWeight={700}>
              {t('Scores over time')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('Average {{percent}}% across {{count}} completed quizzes', {
                percent: Math.round(average * 10) / 10,
                count: points.length,
              })}
            </Typography>
            <Box role="img" aria-label={t('Scores over time')}>
              <LineChart
                height={narrow ? 220 : 280}
                margin={{ right: 36 }}
                xAxis={[
                  {
                    scaleType: 'point',
                    data: points.map((_, i) => i),
                    valueFormatter: (i: number) => formatDate(points[i]?.completedAt),
                    // Room for a label's full line height: at the default 25 px the labels are ellipsised away.
                    height: 40,
                  },
                ]}
                yAxis={[{ min: 0, max: 100, width: 40 }]}
                series={[
                  {
                    data: points.map((p) => p.percent),
                    label: t('Score %'),
                    color: theme.palette.primary.main,
                    valueFormatter: (v, { dataIndex }) => `${v ?? 0}% · ${points[dataIndex]?.quizName ?? ''}`,
                  },
                ]}
                hideLegend
              />
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" component="h3" fontWeight={700}>
              {t('Average score by subject')}
            </Typography>
            <Box role="img" aria-label={t('Average score by subject')}>
              <BarChart
                layout="horizontal"
                height={Math.max(160, bySubject.length * 56 + 60)}
                yAxis={[
                  { scaleType: 'band', data: bySubject.map((s) => t(s.subject)), width: narrow ? 96 : 150 },
                ]}
                xAxis={[{ min: 0, max: 100, height: 40 }]}
                series={[
                  {
                    data: bySubject.map((s) => s.average),
                    label: t('Average %'),
                    color: theme.palette.secondary.main,
                    valueFormatter: (v) => `${v ?? 0}%`,
                  },
                ]}
                hideLegend
              />
            </Box>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
