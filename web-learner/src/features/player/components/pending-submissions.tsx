import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { queryRoots } from '@/lib/query-keys';
import { flushSubmissions, mayHavePending } from '../store/submission-queue';

/**
 * On the quiz list: sends any submission still waiting on this device (the tab was closed while offline),
 * now and whenever the browser comes back online, and says so until the server has it.
 */
export function PendingSubmissions() {
  const { t } = useTranslation('player');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    if (!user || !mayHavePending()) return;
    let alive = true;
    const flush = () =>
      void flushSubmissions(user._id).then((all) => {
        if (!alive) return;
        const pending = all.filter((s) => s.state === 'pending').length;
        if (all.some((s) => s.state === 'saved')) {
          void queryClient.invalidateQueries({ queryKey: [queryRoots.profile] });
          if (!pending) notify.success(t('Your answers are saved.'));
        }
        setWaiting(pending);
      });
    flush();
    window.addEventListener('online', flush);
    return () => {
      alive = false;
      window.removeEventListener('online', flush);
    };
  }, [user, queryClient, t]);
  if (!waiting) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {t(
        'Submission pending: your answers are kept on this device and will be sent as soon as you are back online.',
      )}
    </Alert>
  );
}
