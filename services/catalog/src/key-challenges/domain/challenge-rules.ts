import { CHALLENGE_HOURS_MAX, DEFAULT_CHALLENGE_HOURS, type KeyDecision } from '@exam/contracts';

export const NOT_A_LIVE_MOCK = 'This quiz is not a live mock: its key cannot be challenged.';
export const NOT_A_CANDIDATE = 'Only candidates who sat this live mock can challenge its key.';
export const WINDOW_NOT_OPEN =
  'The provisional key is published when the live mock closes; challenge it then.';
export const windowClosedMessage = (endsAt: Date) =>
  `The challenge window closed at ${endsAt.toISOString()}. The final key will be published soon.`;
export const FINAL_KEY_ALREADY_PUBLISHED = 'The final key of this live mock has been published.';
export const NOT_CLOSED_YET = 'The live mock has not closed yet: its provisional key is not published.';
export const WINDOW_HOURS_RANGE = `The challenge window must be a whole number of hours from 1 to ${CHALLENGE_HOURS_MAX}.`;
export const NEW_KEY_REQUIRED = 'Choose the correct option to change the key to.';
export const NEW_KEY_SAME = 'That option is the key already: choose another option, or keep the key.';
export const STALE_KEY_STATE =
  'Another editor changed this live mock’s key meanwhile. Reload it to see their change.';

/** Where a live mock's key stands for learners: before its close, its provisional key with the window, its final key. */
export type KeyStage = 'withheld' | 'provisional' | 'final';

/** A live mock's challenge window: from its close for the hours the editor set (48 unless set). */
export function challengeWindow(closesAt: string | Date, hours: number | null | undefined) {
  const opensAt = new Date(closesAt);
  const endsAt = new Date(opensAt.getTime() + (hours ?? DEFAULT_CHALLENGE_HOURS) * 3_600_000);
  return { opensAt, endsAt };
}

/** The stage of a live mock's key at `now`: the final key once published, else provisional from the close. */
export function keyStage(closesAt: string | Date, finalPublished: boolean, now: Date): KeyStage {
  if (finalPublished) return 'final';
  return now.getTime() < new Date(closesAt).getTime() ? 'withheld' : 'provisional';
}

/** Whether a candidate may challenge now: the key is provisional and the window has not ended. */
export function windowOpen(closesAt: string | Date, hours: number | null | undefined, now: Date): boolean {
  const { opensAt, endsAt } = challengeWindow(closesAt, hours);
  return now.getTime() >= opensAt.getTime() && now.getTime() < endsAt.getTime();
}

export const validWindowHours = (hours: unknown): hours is number =>
  typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 && hours <= CHALLENGE_HOURS_MAX;

/** An editor's resolution of one question; `key` only with 'change'. */
export interface KeyResolution {
  questionIndex: number;
  decision: KeyDecision;
  key?: number;
}

export interface DrawnFinalKey {
  answerKey: number[];
  changed: Array<{ questionIndex: number; from: number; to: number }>;
  dropped: number[];
}

/**
 * The final key from the provisional one and the editor's resolutions: a 'change' to another option
 * re-keys its question, a 'drop' drops it, 'keep' (and any question without a resolution) stays.
 */
export function drawFinalKey(
  provisional: readonly number[],
  resolutions: readonly KeyResolution[],
): DrawnFinalKey {
  const answerKey = [...provisional];
  const changed: DrawnFinalKey['changed'] = [];
  const dropped: number[] = [];
  for (const r of [...resolutions].sort((a, b) => a.questionIndex - b.questionIndex)) {
    if (r.questionIndex < 0 || r.questionIndex >= provisional.length) continue;
    if (r.decision === 'drop') dropped.push(r.questionIndex);
    if (r.decision !== 'change' || r.key === undefined || r.key === provisional[r.questionIndex]) continue;
    answerKey[r.questionIndex] = r.key;
    changed.push({ questionIndex: r.questionIndex, from: provisional[r.questionIndex], to: r.key });
  }
  return { answerKey, changed, dropped };
}

/** One candidate's challenge of one question: a second one replaces the first. */
export const challengeKey = (quizId: string, questionIndex: number, userId: string) =>
  `${quizId}:${questionIndex}:${userId}`;
export const challengeIdOf = (key: string, round: number) => `${key}:${round}`;
