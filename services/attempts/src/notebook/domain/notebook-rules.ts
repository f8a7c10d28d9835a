import type { Confidence } from '../../shared/domain/confidence';
import type { QuestionStatus } from '../../shared/domain/scoring';

/** Why a question is in the notebook: answered wrong, answered right on a guess, or added by hand. */
export type EntryReason = 'wrong' | 'guess' | 'added';

/** Right answers in a row in spaced practice after which a question leaves the notebook (mastered). */
export const MASTERED_AFTER = 3;

/**
 * Issue 32's entry rule: a wrong answer, or a right one tagged 'Guess', enters; an unanswered question
 * enters only when the learner adds it (reason 'added', never from a completion).
 */
export function entryReason(status: QuestionStatus, confidence: Confidence | null): EntryReason | null {
  if (status === 0) return 'wrong';
  if (status === 1 && confidence === 'guess') return 'guess';
  return null;
}

export interface JudgedEntry {
  option: number | null;
  confidence: Confidence | null;
  reason: EntryReason;
}

/**
 * A corrected key judges the recorded answer again: now right and not a guess, it leaves; now wrong, it
 * stays as a wrong answer; a question added by hand (no answer) stays as it is.
 */
export function rejudge(entry: JudgedEntry, correct: number | undefined): EntryReason | 'leaves' {
  if (entry.reason === 'added' || entry.option === null || correct === undefined) return entry.reason;
  if (entry.option !== correct) return 'wrong';
  return entry.confidence === 'guess' ? 'guess' : 'leaves';
}

/** After a practice answer: the run of right answers, and whether the question is mastered (leaves). */
export function afterReview(rightInARow: number, right: boolean): { rightInARow: number; leaves: boolean } {
  const run = right ? rightInARow + 1 : 0;
  return { rightInARow: run, leaves: run >= MASTERED_AFTER };
}
