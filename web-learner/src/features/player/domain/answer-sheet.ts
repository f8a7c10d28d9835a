import type { QuestionStatus } from '@/types/quiz';

/**
 * What the learner has answered, per question (spec section 4, quiz-taking): -1 until an option is chosen,
 * then 1 or 0 from the FIRST chosen option only. `firstChoices` keeps that option's index (in the English
 * options, which the server scores); later picks change only the feedback on screen, never this sheet.
 */
export interface AnswerSheet {
  statuses: QuestionStatus[];
  firstChoices: (number | null)[];
}

export const emptySheet = (count: number): AnswerSheet => ({
  statuses: Array<QuestionStatus>(count).fill(-1),
  firstChoices: Array<number | null>(count).fill(null),
});

export { correctIndexOf } from '@/lib/quiz-content';

/** A pick on question `index`: recorded only if nothing was recorded for it yet (the first-choice rule). */
export function choose(sheet: AnswerSheet, index: number, option: number, correct: number): AnswerSheet {
  if (sheet.statuses[index] !== -1) return sheet;
  const statuses = sheet.statuses.slice();
  const firstChoices = sheet.firstChoices.slice();
  statuses[index] = option === correct ? 1 : 0;
  firstChoices[index] = option;
  return { statuses, firstChoices };
}

/** Counts for the attempt calls (the server recomputes them; they are informative). */
export function tally(sheet: AnswerSheet) {
  const correctAnswers = sheet.statuses.filter((s) => s === 1).length;
  const wrongAnswers = sheet.statuses.filter((s) => s === 0).length;
  return {
    totalQuestions: sheet.statuses.length,
    correctAnswers,
    wrongAnswers,
    attemptedQuestions: correctAnswers + wrongAnswers,
  };
}

/** The navigator's colour for a question (spec section 4): current blue, wrong red, correct green, other grey. */
export type NavColour = 'current' | 'wrong' | 'correct' | 'other';
export function navColour(status: QuestionStatus, isCurrent: boolean): NavColour {
  if (isCurrent) return 'current';
  return status === 0 ? 'wrong' : status === 1 ? 'correct' : 'other';
}
