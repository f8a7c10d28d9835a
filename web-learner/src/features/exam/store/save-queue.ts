import { ApiError } from '@/lib/api-client';
import { clockSample, type ClockSample } from '../domain/clock';
import type { SaveAnswer, SaveItem } from '../types';
import type { ExamStore } from './exam-db';

/** Most saves in one request (the server takes up to 500). */
const BATCH = 200;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

export type SyncState = 'synced' | 'saving' | 'offline';

export interface SaveQueueEvents {
  /** `answers`: saved responses still on this device only. */
  state(state: SyncState, answers: number): void;
  /** The server's clock, from each acknowledgement. */
  clock(sample: ClockSample): void;
  /** Saves the server refused for good (a closed section, the deadline passed, already submitted). */
  refused(messages: string[], reason?: string): void;
}

export interface SaveQueue {
  enqueue(item: SaveItem): Promise<void>;
  /** Sends everything pending now (in order, in batches); resolves when nothing is left or sending failed. */
  flush(): Promise<void>;
  dispose(): void;
}

type Send = (quizId: string, deviceId: string, saves: SaveItem[]) => Promise<SaveAnswer>;

/**
 * A device's saves for one exam: each is stored on the device first, then sent; the server acknowledges by
 * the device's seq, so a batch sent again (a lost answer, a reload) is applied once. Offline, saves wait
 * and are sent in order when the connection returns; one request at a time keeps them in order.
 */
export function createSaveQueue(
  store: ExamStore,
  send: Send,
  exam: { key: string; quizId: string; deviceId: string },
  on: SaveQueueEvents,
): SaveQueue {
  let running: Promise<void> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let disposed = false;
  const online = () => void queue.flush();
  window.addEventListener('online', online);

  // The count is of answers (a visit is a save too, but not one the learner made).
  const report = async (state?: SyncState) => {
    const left = await store.pending(exam.key);
    on.state(state ?? (left.length ? 'saving' : 'synced'), left.filter((p) => p.item.response).length);
  };

  async function sendAll(): Promise<void> {
    for (;;) {
      const pending = (await store.pending(exam.key)).sort((a, b) => a.seq - b.seq).slice(0, BATCH);
      if (!pending.length || disposed) return report();
      const sentAt = Date.now();
      try {
        const answer = await send(
          exam.quizId,
          exam.deviceId,
          pending.map((p) => p.item),
        );
        on.clock(clockSample(answer.serverNow, sentAt, Date.now()));
        await store.dropPending(exam.key, pending.at(-1)!.seq);
        if (answer.refused.length) on.refused(answer.refused.map((r) => r.message));
        failures = 0;
      } catch (e) {
        if (
          e instanceof ApiError &&
          e.status >= 400 &&
          e.status < 500 &&
          e.status !== 408 &&
          e.status !== 429
        ) {
          // Refused for good (the deadline passed, or the exam was submitted): these will never count.
          await store.dropPending(exam.key, pending.at(-1)!.seq);
          on.refused([e.message], (e.body as { reason?: string } | undefined)?.reason);
          continue;
        }
        await report('offline');
        if (!disposed) retry = setTimeout(online, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
        return;
      }
    }
  }

  const queue: SaveQueue = {
    async enqueue(item) {
      await store.addPending({ key: exam.key, seq: item.seq, quizId: exam.quizId, item });
      void queue.flush();
    },
    flush() {
      clearTimeout(retry);
      running ??= sendAll().finally(() => (running = null));
      // A save enqueued while a send is on its way goes out right after it.
      return running.then(async () => {
        if ((await store.pending(exam.key)).length && !disposed && failures === 0) await queue.flush();
      });
    },
    dispose() {
      disposed = true;
      clearTimeout(retry);
      window.removeEventListener('online', online);
    },
  };
  return queue;
}
