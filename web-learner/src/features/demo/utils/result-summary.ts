import type { QuestionResult } from '../types';

export interface ResultSummary {
  total: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  /** Score percent with two decimals, as shown (spec 2.12). */
  percent: string;
  headline: string;
}

/** Grade bands of spec section 9 (percent): 90, 75 and 60. */
export function resultHeadline(percent: number): string {
  if (percent >= 90) return 'Excellent Performance!';
  if (percent >= 75) return 'Great Job!';
  if (percent >= 60) return 'Good Effort!';
  return 'Keep Practicing!';
}

export function summarize(results: readonly QuestionResult[]): ResultSummary {
  const total = results.length;
  const correct = results.filter((r) => r === 1).length;
  const incorrect = results.filter((r) => r === 0).length;
  const value = total ? (correct / total) * 100 : 0;
  // The headline follows the shown (rounded) figure, so 89.995 shown as 90.00 reads 'Excellent Performance!'.
  const percent = value.toFixed(2);
  return {
    total,
    correct,
    incorrect,
    unattempted: total - correct - incorrect,
    percent,
    headline: resultHeadline(Number(percent)),
  };
}

/** The navigation state of /demoresult: the per-question result array (spec 2.1), validated. */
export function readResults(state: unknown): QuestionResult[] | null {
  const raw = Array.isArray(state) ? state : (state as { results?: unknown } | null)?.results;
  if (!Array.isArray(raw) || raw.length === 0) return null;
  return raw.every((r) => r === 1 || r === 0 || r === -1) ? (raw as QuestionResult[]) : null;
}
