// One candidate of bench:live-mock: starts the live mock, saves an answer per question at a steady pace,
// and submits in the last minute or leaves it to the server's auto-submission at the deadline.
import type { JsonClient } from './keep-alive-client';
import type { Learner } from './learners';

export interface Timings {
  saves: number[];
  submits: number[];
  statuses: Map<string, number>;
  firstSaveAt: number;
  lastSaveAt: number;
  firstSubmitAt: number;
  lastSubmitAt: number;
}

export const newTimings = (): Timings => ({
  saves: [],
  submits: [],
  statuses: new Map(),
  firstSaveAt: Infinity,
  lastSaveAt: 0,
  firstSubmitAt: Infinity,
  lastSubmitAt: 0,
});

const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

export interface Plan {
  startAt: number;
  /** When the answering stops: a minute before the close. */
  answerUntil: number;
  /** When this candidate presses Submit, or null: the server submits at the deadline. */
  submitAt: number | null;
  questions: number;
}

export async function sit(
  client: JsonClient,
  base: string,
  quizId: string,
  learner: Learner,
  plan: Plan,
  t: Timings,
): Promise<void> {
  const count = (what: string, status: number) =>
    t.statuses.set(`${what} ${status}`, (t.statuses.get(`${what} ${status}`) ?? 0) + 1);
  await sleepUntil(plan.startAt);
  const started = await client.post(
    `${base}/api/exams/${quizId}/start`,
    { displayName: `Bench ${learner.userId.slice(-5)}` },
    learner.token,
  );
  count('start', started.status);
  if (started.status !== 200) return;
  const step = (plan.answerUntil - Date.now()) / plan.questions;
  let seq = 0;
  for (let q = 0; q < plan.questions; q++) {
    await sleepUntil(plan.startAt + (q + 1) * step);
    // One in ten is changed once (a second save of the same question).
    const saves = Math.random() < 0.1 ? 2 : 1;
    for (let k = 0; k < saves; k++) {
      const body = {
        deviceId: 'bench',
        saves: [
          {
            seq: ++seq,
            question: q,
            seconds: Math.round(step / 1000),
            response: { option: Math.floor(Math.random() * 4), marked: Math.random() < 0.05 },
          },
        ],
      };
      const t0 = performance.now();
      const res = await client.post(`${base}/api/exams/${quizId}/answers`, body, learner.token);
      t.saves.push(performance.now() - t0);
      t.firstSaveAt = Math.min(t.firstSaveAt, Date.now());
      t.lastSaveAt = Math.max(t.lastSaveAt, Date.now());
      count('save', res.status);
    }
  }
  if (plan.submitAt === null) return;
  await sleepUntil(plan.submitAt);
  const t0 = performance.now();
  const res = await client.post(`${base}/api/exams/${quizId}/submit`, {}, learner.token);
  t.submits.push(performance.now() - t0);
  t.firstSubmitAt = Math.min(t.firstSubmitAt, Date.now());
  t.lastSubmitAt = Math.max(t.lastSubmitAt, Date.now());
  count('submit', res.status);
}
