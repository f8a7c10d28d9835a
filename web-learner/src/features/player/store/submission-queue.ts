import { ApiError } from '@/lib/api-client';
import { local } from '@/lib/storage';
import { completeQuiz, storeTimeSpent } from '../api/attempt-calls';
import { logFailure } from '../domain/log';
import { playerStore, type Submission } from './player-db';

/**
 * Submissions that must reach the server: stored on the device first, then sent; a network failure or a
 * server error leaves them pending, and they are sent again with the SAME attemptId (the server records one
 * completion per attemptId and answers a repeat the same) until acknowledged. One send per attempt at a time.
 */
type Listener = (s: Submission) => void;
const listeners = new Set<Listener>();
const inFlight = new Map<string, Promise<Submission>>();

export function onSubmissionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const emit = (s: Submission) => listeners.forEach((l) => l(s));

/** Worth another try: no answer at all, a timeout, or the server's own failure. */
export const isRetryable = (e: unknown) =>
  e instanceof ApiError ? e.status === 0 || e.status === 408 || e.status === 429 || e.status >= 500 : true;

/** A cheap hint (no IndexedDB opened) that something may still be waiting: the quiz list reads it. */
const PENDING_HINT = 'player.mayHavePending';
export const mayHavePending = (): boolean => local.get(PENDING_HINT) === '1';

async function save(s: Submission): Promise<Submission> {
  if (s.state === 'pending' || !s.timeSpentStored) local.set(PENDING_HINT, '1');
  await (await playerStore()).putSubmission(s);
  emit(s);
  return s;
}

export async function enqueueSubmission(s: Submission): Promise<Submission> {
  await save(s);
  return sendSubmission(s.attemptId);
}

/** Sends one stored submission (no-op once saved); concurrent calls share the one send. */
export function sendSubmission(attemptId: string): Promise<Submission> {
  const running = inFlight.get(attemptId);
  if (running) return running;
  const run = (async () => {
    const store = await playerStore();
    let s = await store.getSubmission(attemptId);
    if (!s) throw new Error(`no submission ${attemptId}`);
    if (s.state === 'pending') {
      try {
        const result = await completeQuiz(s.kind, s.completeBody);
        s = await save({ ...s, state: 'saved', result, error: undefined });
      } catch (e) {
        if (isRetryable(e)) return save({ ...s, error: (e as Error).message });
        return save({ ...s, state: 'failed', error: (e as Error).message });
      }
    }
    // Then the time spent (spec section 4's order); its failure is only logged and tried again later.
    if (s.state === 'saved' && !s.timeSpentStored) {
      try {
        await storeTimeSpent(s.timeSpentBody);
        s = await save({ ...s, timeSpentStored: true });
      } catch (e) {
        if (!isRetryable(e)) s = await save({ ...s, timeSpentStored: true });
        logFailure('storeTimeSpent', e);
      }
    }
    return s;
  })().finally(() => inFlight.delete(attemptId));
  inFlight.set(attemptId, run);
  return run;
}

/** Sends every pending submission of a learner (on start-up of the player and whenever the browser is online). */
export async function flushSubmissions(userId: string): Promise<Submission[]> {
  const all = await (await playerStore()).submissions(userId);
  return Promise.all(
    all
      .filter((s) => s.state === 'pending' || (s.state === 'saved' && !s.timeSpentStored))
      .map((s) => sendSubmission(s.attemptId)),
  );
}

/** A fresh attempt id (the server accepts letters, digits, '-' and '_'). */
export function newAttemptId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
