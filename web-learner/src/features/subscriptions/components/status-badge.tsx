import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../status';

/** The status badge of spec section 4: active green, warning yellow, anything else red. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  return (
    <Chip
      size="small"
      color={statusColor(status)}
      variant="filled"
      label={t(status)}
      data-status={statusColor(status)}
      sx={{ textTransform: 'capitalize', fontWeight: 600 }}
    />
  );
}
