import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Tooltip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * A badge on accounts whose email an admin should look at (issue 35): one that reads as another account's
 * after normalisation, or one with invisible or mixed-alphabet characters. The server says why.
 */
export function EmailFlagField() {
  const record = useRecordContext<{ emailFlag?: string | null }>();
  if (!record?.emailFlag) return null;
  const short = record.emailFlag.startsWith('Same address') ? 'Duplicate email' : 'Lookalike email';
  return (
    <Tooltip title={record.emailFlag}>
      <Chip
        icon={<WarningAmberIcon />}
        label={short}
        color="warning"
        size="small"
        variant="outlined"
        aria-label={`${short}: ${record.emailFlag}`}
      />
    </Tooltip>
  );
}
