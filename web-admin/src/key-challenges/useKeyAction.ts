import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ConsoleDataProvider, KeyChallengeAction } from '@/providers/dataProvider';
import type { LiveMockKeyDetail } from './types';

/** Runs one of a live mock's key actions, tells how it went, and reads the mock again. */
export function useKeyAction() {
  const record = useRecordContext<LiveMockKeyDetail>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: KeyChallengeAction, done: string) => {
    if (!record) return false;
    setBusy(true);
    try {
      await dataProvider.keyChallengeAction(record.id, action);
      notify(done, { type: 'success' });
      return true;
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
      refresh();
    }
  };
  return { record, busy, run };
}
