import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { ConsoleDataProvider } from '@/providers/dataProvider';

/** Publishes or unpublishes the quiz as saved (the server refuses a quiz without questions). */
export function PublishButton() {
  const record = useRecordContext<{ id: string; published: boolean }>();
  const resource = useResourceContext() ?? 'quizzes';
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      await dataProvider.publish(resource, record.id, !record.published);
      notify(record.published ? 'Unpublished: learners no longer see it' : 'Published: learners see it now', {
        type: 'success',
      });
      refresh();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={record.published ? 'Unpublish' : 'Publish'} onClick={toggle} disabled={busy}>
      {record.published ? <PublicOffIcon /> : <PublicIcon />}
    </Button>
  );
}
