import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../store/player-db';

/** What became of the learner's submission: sending, waiting for the network, saved, or refused. */
export function SubmissionBanner({
  submission,
  onRetry,
}: {
  submission: Submission | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('player');
  if (!submission) return null;
  if (submission.state === 'saved')
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {t('Your answers are saved.')}
      </Alert>
    );
  if (submission.state === 'failed')
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {submission.error}
      </Alert>
    );
  return (
    <Alert
      severity={submission.error ? 'warning' : 'info'}
      role="status"
      sx={{ mb: 2 }}
      action={
        submission.error ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('Retry now')}
          </Button>
        ) : undefined
      }
    >
      {submission.error
        ? t(
            'Submission pending: your answers are kept on this device and will be sent as soon as you are back online.',
          )
        : t('Submitting your answers...')}
    </Alert>
  );
}
