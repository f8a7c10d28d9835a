import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/test-utils';
import { playerStore, resetPlayerStoreForTests, type Submission } from '../player-db';
import { enqueueSubmission, flushSubmissions, onSubmissionChange, sendSubmission } from '../submission-queue';

const RESULT = { totalQuestions: 3, attemptedQuestions: 2, correctAnswers: 1, wrongAnswers: 1, score: 1 };

const submission = (attemptId: string): Submission => ({
  attemptId,
  userId: 'u1',
  quizId: 'q1',
  kind: 'quiz',
  completeBody: {
    userId: 'u1',
    quizId: 'q1',
    attemptId,
    answers: [{ option: 2 }, { option: 0 }, { option: null }],
  },
  timeSpentBody: { userId: 'u1', quizId: 'q1', durations: [4, 9, 1] },
  state: 'pending',
  timeSpentStored: false,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** A network that is down until `online` is set; the server answers completions with RESULT. */
function network() {
  const net = { online: false };
  const server = fakeFetch({
    'POST /api/users/completequiz': [200, RESULT],
    'POST /api/users/storeTimeSpent': [200, { stored: true }],
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!net.online) throw new TypeError('Failed to fetch');
    return server.fn(input, init);
  });
  return { net, calls: server.calls };
}

describe('the submission queue', () => {
  beforeEach(() => resetPlayerStoreForTests());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an offline submission pending on the device, then sends it with the same attemptId once', async () => {
    const { net, calls } = network();
    const states: string[] = [];
    const stop = onSubmissionChange((s) => states.push(s.error ? `${s.state}:offline` : s.state));
    const first = await enqueueSubmission(submission('a-1'));
    expect(first.state).toBe('pending');
    expect(first.error).toBeTruthy();
    expect((await (await playerStore()).getSubmission('a-1'))?.state).toBe('pending');

    net.online = true;
    const [done] = await Promise.all([sendSubmission('a-1'), sendSubmission('a-1')]);
    expect(done).toMatchObject({ state: 'saved', result: RESULT, timeSpentStored: true });
    const completions = calls.filter((c) => c.path === '/api/users/completequiz');
    expect(completions).toHaveLength(1);
    expect(completions[0].body).toMatchObject({
      attemptId: 'a-1',
      answers: [{ option: 2 }, { option: 0 }, { option: null }],
    });
    // Completion first, then the time spent (spec section 4's order).
    expect(calls.map((c) => c.path)).toEqual(['/api/users/completequiz', '/api/users/storeTimeSpent']);

    // Acknowledged: later flushes send nothing again.
    await flushSubmissions('u1');
    await sendSubmission('a-1');
    expect(calls.filter((c) => c.path === '/api/users/completequiz')).toHaveLength(1);
    expect(states).toEqual(['pending', 'pending:offline', 'saved', 'saved']);
    stop();
  });

  it('retries a server error but gives up on a refusal, showing its message', async () => {
    const server = fakeFetch({
      'POST /api/users/completequiz': [400, { message: 'answers must be a list, in question order.' }],
    });
    vi.stubGlobal('fetch', server.fn);
    const refused = await enqueueSubmission(submission('a-2'));
    expect(refused).toMatchObject({ state: 'failed', error: 'answers must be a list, in question order.' });

    const flaky = fakeFetch({ 'POST /api/users/completequiz': [503, { message: 'Service Unavailable' }] });
    vi.stubGlobal('fetch', flaky.fn);
    expect((await enqueueSubmission(submission('a-3'))).state).toBe('pending');
  });
});
