import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { saveAnswers } from '../api/save-answers';
import { betterSample, type ClockSample } from '../domain/clock';
import { examStore } from '../store/exam-db';
import { createSaveQueue, type SaveQueue, type SyncState } from '../store/save-queue';
import type { SaveItem } from '../types';

export interface SaveSync {
  enqueue(item: SaveItem): void;
  flush(): Promise<void>;
  state: SyncState;
  pending: number;
  /** Set when the server refused saves because the time was up or the exam was submitted. */
  closed: string | null;
}

/** The exam's save queue for this page's life, its state, and the server's clock it learns from each answer. */
export function useSaveQueue(
  exam: { key: string; quizId: string; deviceId: string },
  onClock: (sample: ClockSample) => void,
): SaveSync {
  const [state, setState] = useState<SyncState>('synced');
  const [pending, setPending] = useState(0);
  const [closed, setClosed] = useState<string | null>(null);
  const queue = useRef<Promise<SaveQueue> | null>(null);
  const best = useRef<ClockSample | null>(null);
  const clockRef = useRef(onClock);
  useEffect(() => {
    clockRef.current = onClock;
  }, [onClock]);

  useEffect(() => {
    const made = examStore().then((store) =>
      createSaveQueue(store, saveAnswers, exam, {
        state: (s, n) => {
          setState(s);
          setPending(n);
        },
        clock: (sample) => {
          best.current = betterSample(best.current, sample);
          clockRef.current(best.current);
        },
        refused: (messages, reason) => {
          if (reason === 'deadline_passed' || reason === 'submitted') setClosed(messages[0]);
          messages.forEach((m) => notify.error(m));
        },
      }),
    );
    queue.current = made;
    void made.then((q) => q.flush());
    return () => void made.then((q) => q.dispose());
  }, [exam]);

  return useMemo(
    () => ({
      enqueue: (item) => void queue.current?.then((q) => q.enqueue(item)),
      flush: async () => (await queue.current)?.flush(),
      state,
      pending,
      closed,
    }),
    [state, pending, closed],
  );
}
