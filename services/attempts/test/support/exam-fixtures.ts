import type { QuizSnapshot } from '@exam/contracts';
import type { TestApp } from '@exam/testing';
import { publishQuiz } from './attempts-fixtures';

export interface Learner {
  userId: string;
  token: string;
}

/** An exam-mode quiz as catalog announces it: 5 questions, 2 marks right, 0.5 off wrong, 30 minutes. */
export const publishExam = (t: TestApp, overrides: Partial<QuizSnapshot> = {}) =>
  publishQuiz(t, { mode: 'exam', durationMinutes: 30, ...overrides });

/** A live window opening now-ish and closing `closesInMs` from now. */
export const liveWindow = (closesInMs: number, opensInMs = -60_000) => ({
  opensAt: new Date(Date.now() + opensInMs).toISOString(),
  closesAt: new Date(Date.now() + closesInMs).toISOString(),
});

/** The learner app's calls of exam mode. */
export function examCalls(t: TestApp) {
  const as = (l: Learner) => ({ type: 'bearer' as const, l });
  const auth = <R extends { auth: (token: string, opts: { type: 'bearer' }) => R }>(req: R, l: Learner) =>
    req.auth(l.token, { type: as(l).type });
  return {
    start: (l: Learner, quizId: string, displayName = `Learner ${l.userId.slice(-4)}`) =>
      auth(t.http().post(`/api/exams/${quizId}/start`), l).send({ displayName }),
    save: (l: Learner, quizId: string, deviceId: string, saves: object[]) =>
      auth(t.http().post(`/api/exams/${quizId}/answers`), l).send({ deviceId, saves }),
    submit: (l: Learner, quizId: string) => auth(t.http().post(`/api/exams/${quizId}/submit`), l).send({}),
    session: (l: Learner, quizId: string) => auth(t.http().get(`/api/exams/${quizId}/session`), l),
    result: (l: Learner, quizId: string) => auth(t.http().get(`/api/exams/${quizId}/result`), l),
  };
}

/** A response save: question (0-based) → option (null: none), optionally marked. */
export const answer = (seq: number, question: number, option: number | null, marked = false, extra = {}) => ({
  seq,
  question,
  seconds: 10 * seq,
  response: { option, marked, ...extra },
});
