import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, type ReportStatus } from '../reasons';

const COLOR = { open: 'warning', accepted: 'success', rejected: 'default' } as const;

/** Open, Accepted or Rejected. */
export function ReportStatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('reports');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status]}
      label={t(REPORT_STATUSES[status])}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
