import type { QuestionResult } from '../types';

/**
 * The first-choice rule of spec section 4 (quiz-taking): a question's result is recorded from the first option
 * chosen and never changes after; later picks change only the feedback shown.
 */
export function recordChoice(results: QuestionResult[], index: number, correct: boolean): QuestionResult[] {
  if (results[index] !== -1) return results;
  const next = results.slice();
  next[index] = correct ? 1 : 0;
  return next;
}

export const emptyResults = (count: number): QuestionResult[] => Array.from({ length: count }, () => -1);
