import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NotebookSummary } from '../api/get-notebook-summary';

/** 'N questions due today', the streak, and the way into practice (the notebook and the dashboard). */
export function SummaryLine({
  summary,
  showNotebookLink,
}: {
  summary?: NotebookSummary;
  showNotebookLink?: boolean;
}) {
  const { t } = useTranslation('learning');
  if (!summary) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <Stack sx={{ flex: 1, gap: 0.25 }}>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="due-today">
            {t(summary.dueToday === 1 ? '{{n}} question due today' : '{{n}} questions due today', {
              n: summary.dueToday,
            })}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <LocalFireDepartmentIcon fontSize="small" color={summary.streak ? 'warning' : 'disabled'} />
            <Typography variant="body2" color="text.secondary">
              {t(summary.streak === 1 ? 'Review streak: {{n}} day' : 'Review streak: {{n}} days', {
                n: summary.streak,
              })}{' '}
              ·{' '}
              {t(
                summary.total === 1 ? '{{n}} question in your notebook' : '{{n}} questions in your notebook',
                {
                  n: summary.total,
                },
              )}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {showNotebookLink && (
            <Button variant="outlined" component={RouterLink} to={paths.myMistakes.getHref()}>
              {t('My Mistakes')}
            </Button>
          )}
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.practice.getHref()}
            disabled={summary.dueToday === 0}
          >
            {t('Practise due questions')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
