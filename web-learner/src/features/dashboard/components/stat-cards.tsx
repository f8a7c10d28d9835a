import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Counts, SubjectCounts } from '../dashboard-stats';

function StatCard(props: { label: string; value: number; icon: ReactNode; color: string }) {
  return (
    <Card sx={{ height: '100%' }} data-testid={`stat-${props.label}`}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 0.5, sm: 2 },
        }}
      >
        <Box sx={{ color: props.color, display: 'flex', fontSize: { xs: 28, sm: 36 } }} aria-hidden>
          {props.icon}
        </Box>
        <Box>
          <Typography variant="h4" component="p" data-testid="stat-value">
            {props.value}
          </Typography>
          <Typography color="text.secondary">{props.label}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Total, Attempted, Unattempted and Completed Quiz (spec 2.14). */
export function StatCards({ counts }: { counts: Counts }) {
  const { t } = useTranslation('account');
  const cards = [
    {
      label: t('Total Quiz'),
      value: counts.total,
      icon: <AssignmentIcon fontSize="inherit" />,
      color: 'primary.main',
    },
    {
      label: t('Attempted Quiz'),
      value: counts.attempted,
      icon: <PlayCircleIcon fontSize="inherit" />,
      color: 'info.main',
    },
    {
      label: t('Unattempted Quiz'),
      value: counts.unattempted,
      icon: <HourglassEmptyIcon fontSize="inherit" />,
      color: 'warning.main',
    },
    {
      label: t('Completed Quiz'),
      value: counts.completed,
      icon: <CheckCircleIcon fontSize="inherit" />,
      color: 'success.main',
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((c) => (
        <Grid key={c.label} size={{ xs: 6, md: 3 }}>
          <StatCard {...c} />
        </Grid>
      ))}
    </Grid>
  );
}

/** One card per subject: Total, Attempted, Completed, and how far through the subject the learner is. */
export function SubjectCards({ subjects }: { subjects: SubjectCounts[] }) {
  const { t } = useTranslation('account');
  return (
    <Grid container spacing={2}>
      {subjects.map((s) => (
        <Grid key={s.subject} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card sx={{ height: '100%' }} data-testid="subject-card">
            <CardContent>
              <Typography variant="subtitle1" component="h3" fontWeight={700} gutterBottom>
                {t(s.subject)}
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                {[
                  [t('Total'), s.total],
                  [t('Attempted'), s.attempted],
                  [t('Completed'), s.completed],
                ].map(([label, value]) => (
                  <Box key={label} sx={{ textAlign: 'center', flex: 1 }}>
                    <Typography variant="h6" component="p">
                      {value}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <LinearProgress
                variant="determinate"
                value={s.total ? (s.completed / s.total) * 100 : 0}
                color="success"
                // A neutral track: the success colour's pale track reads as a full bar.
                sx={{ mt: 2, height: 6, borderRadius: 3, bgcolor: 'action.selected' }}
                aria-label={t('{{subject}}: {{completed}} of {{total}} completed', {
                  subject: t(s.subject),
                  completed: s.completed,
                  total: s.total,
                })}
              />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
