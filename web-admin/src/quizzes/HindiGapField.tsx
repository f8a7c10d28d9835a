import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The marker on a quiz whose questions lack Hindi (the catalog counts them on every save). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- label and sortBy are read by the Datagrid
export function HindiGapField(_props: { label?: string; sortBy?: string }) {
  const record = useRecordContext<{ hindiGaps?: number; questionsLength?: number }>();
  if (!record?.hindiGaps) return null;
  return (
    <Chip size="small" color="warning" variant="outlined" label={`Hindi missing: ${record.hindiGaps}`} />
  );
}
