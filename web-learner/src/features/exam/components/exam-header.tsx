import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTimeLeft } from '../domain/clock';
import { useTimeLeft } from '../hooks/use-time-left';
import type { SaveSync } from '../hooks/use-save-queue';

/** The top of the exam: its name; on the right the candidate, the time left by the server's clock, the saves. */
export function ExamHeader({
  name,
  candidate,
  deadline,
  offsetMs,
  sync,
}: {
  name: string;
  candidate: string;
  deadline: string;
  offsetMs: number;
  sync: Pick<SaveSync, 'state' | 'pending'>;
}) {
  const { t } = useTranslation('exam');
  const left = useTimeLeft(deadline, offsetMs);
  const low = left < 5 * 60_000;
  return (
    <Box
      component="header"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 1.5, md: 3 },
        py: 1.5,
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap' }}
      >
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontSize: { xs: '1.05rem', md: '1.4rem' }, flex: '1 1 220px' }}
        >
          {name}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {candidate}
          </Typography>
          <Box role="timer" aria-label={t('Time Left')} sx={{ textAlign: 'right' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('Time Left')}
            </Typography>
            <Typography
              data-testid="time-left"
              sx={{
                fontFamily: 'monospace',
                fontWeight: 700,
                fontSize: 20,
                color: low ? 'error.main' : 'text.primary',
              }}
            >
              {formatTimeLeft(left)}
            </Typography>
          </Box>
          <SyncBadge state={sync.state} pending={sync.pending} />
        </Stack>
      </Stack>
    </Box>
  );
}

function SyncBadge({ state, pending }: Pick<SaveSync, 'state' | 'pending'>) {
  const { t } = useTranslation('exam');
  const [Icon, text, colour] =
    state === 'offline'
      ? [CloudOffIcon, t('Offline: answers kept on this device ({{n}})', { n: pending }), 'warning.main']
      : state === 'saving'
        ? [CloudSyncIcon, t('Saving...'), 'text.secondary']
        : [CloudDoneIcon, t('All answers saved'), 'success.main'];
  return (
    <Stack
      direction="row"
      role="status"
      aria-live="polite"
      data-sync={state}
      sx={{ alignItems: 'center', gap: 0.5, color: colour }}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="caption" sx={{ color: 'inherit', maxWidth: 180 }}>
        {text}
      </Typography>
    </Stack>
  );
}
