import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { examStore, resetExamStoreForTests } from '../store/exam-db';
import { createSaveQueue } from '../store/save-queue';
import type { SaveAnswer, SaveItem } from '../types';

const exam = { key: 'u1:q1', quizId: 'q1', deviceId: 'dev' };
const item = (seq: number): SaveItem => ({
  seq,
  question: seq - 1,
  seconds: seq,
  response: { option: 1, marked: false },
});
const ok = (saves: SaveItem[]): SaveAnswer => ({
  saved: saves.at(-1)!.seq,
  refused: [],
  serverNow: new Date().toISOString(),
  deadline: new Date(Date.now() + 60_000).toISOString(),
});

describe('offline-safe saves', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetExamStoreForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps saves on the device while offline and sends them in order, once, when the connection returns', async () => {
    const store = await examStore();
    const sent: number[][] = [];
    let online = false;
    const send = vi.fn(async (_q: string, _d: string, saves: SaveItem[]) => {
      if (!online) throw new ApiError(0, 'offline');
      sent.push(saves.map((s) => s.seq));
      return ok(saves);
    });
    const states: string[] = [];
    const queue = createSaveQueue(store, send, exam, {
      state: (s) => states.push(s),
      clock: () => undefined,
      refused: () => undefined,
    });
    await queue.enqueue(item(1));
    await queue.enqueue(item(2));
    await queue.flush();
    expect(states.at(-1)).toBe('offline');
    expect((await store.pending(exam.key)).map((p) => p.seq)).toEqual([1, 2]);
    // the connection returns
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await store.pending(exam.key)).toEqual([]));
    expect(sent).toEqual([[1, 2]]);
    expect(states.at(-1)).toBe('synced');
    queue.dispose();
  });

  it('drops saves the server refuses for good and says why', async () => {
    const store = await examStore();
    const refused: string[] = [];
    const send = async (): Promise<SaveAnswer> => {
      throw new ApiError(409, 'Time is up', { message: 'Time is up', reason: 'deadline_passed' } as never);
    };
    const queue = createSaveQueue(store, send, exam, {
      state: () => undefined,
      clock: () => undefined,
      refused: (messages, reason) => refused.push(`${reason}: ${messages[0]}`),
    });
    await queue.enqueue(item(1));
    await vi.waitFor(() => expect(refused).toEqual(['deadline_passed: Time is up']));
    expect(await store.pending(exam.key)).toEqual([]);
    queue.dispose();
  });
});
