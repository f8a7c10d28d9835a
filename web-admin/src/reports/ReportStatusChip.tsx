import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { REPORT_STATUSES, type ReportRow } from './reasons';

const COLOR = { open: 'warning', accepted: 'success', rejected: 'default' } as const;

/** Open, Accepted or Rejected; an accepted wrong key whose correction was saved says so. */
export function ReportStatusChip() {
  const record = useRecordContext<ReportRow>();
  if (!record) return null;
  const label = record.keyCorrectedAt ? 'Accepted · key corrected' : REPORT_STATUSES[record.status];
  return <Chip size="small" variant="outlined" color={COLOR[record.status]} label={label} />;
}
