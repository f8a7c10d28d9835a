import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useMyReports, type MyReport } from '../api/get-my-reports';
import { REPORT_REASONS } from '../reasons';
import { ReportStatusChip } from './report-status-chip';

function ReportItem({ report }: { report: MyReport }) {
  const { t } = useTranslation('reports');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} data-report={report.id}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography component="h3" sx={{ fontWeight: 600, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
          {report.quizName} · {t('Question {{n}}', { n: report.questionNumber })}
        </Typography>
        <ReportStatusChip status={report.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(REPORT_REASONS[report.reason])} ·{' '}
        {t('Reported on {{date}}', { date: formatDate(report.reportedAt) })}
      </Typography>
      {report.comment && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('Your comment')}: {report.comment}
        </Typography>
      )}
      {report.reply && (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <strong>{t("Editor's reply")}:</strong> {report.reply}
          </Typography>
        </Box>
      )}
      {report.keyCorrectedAt && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('The answer key was corrected on {{date}} and results were re-scored with it.', {
            date: formatDate(report.keyCorrectedAt),
          })}
        </Alert>
      )}
    </Paper>
  );
}

/** 'My reports' (issue 33): each report with its status (Open, Accepted, Rejected) and the editor's reply. */
export function MyReports() {
  const { t } = useTranslation('reports');
  const reports = useMyReports();
  if (reports.isPending) return <Typography role="status">{t('Loading your reports...')}</Typography>;
  if (reports.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void reports.refetch()}>
            {t('Retry')}
          </Button>
        }
      >
        {t('Failed to load your reports')}
      </Alert>
    );
  if (!reports.data.length)
    return (
      <Typography color="text.secondary">
        {t('You have not reported any problem yet. Use “Report a problem” beside a question.')}
      </Typography>
    );
  return (
    <Stack component="ul" sx={{ p: 0, m: 0, gap: 1.5 }} aria-label={t('My reports')}>
      {reports.data.map((r) => (
        <ReportItem key={r.id} report={r} />
      ))}
    </Stack>
  );
}
