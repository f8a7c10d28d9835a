import { scoreWithFinalKey } from './final-key';
import {
  roundScore,
  type AnswerKey,
  type AttemptResult,
  type QuestionStatus,
} from '../../shared/domain/scoring';
import type { SavedResponse } from './responses';

/** A section's figures in a result. */
export interface SectionResult {
  name: string;
  attempted: number;
  correct: number;
  wrong: number;
  score: number;
  /** Correct of attempted, in percent with two decimals (0 when none attempted). */
  accuracy: number;
  seconds: number;
}

export interface ExamScore {
  result: AttemptResult;
  statuses: QuestionStatus[];
  sections: SectionResult[];
  /** Dropped questions (a live mock's final key) this candidate attempted: full marks each. */
  bonus: number[];
}

/** A whole paper without sections is one section of this name. */
export const WHOLE_PAPER = 'All questions';

/**
 * Scores a session from its saved responses with the quiz's marks and negative marks: a saved option counts
 * (also 'Answered & Marked for Review'), a question only marked or never answered scores nothing. A pure
 * function of the stored responses and the key, so a corrected key scores stored sessions again the same way;
 * a question `dropped` by a live mock's final key is full marks to whoever attempted it (issue 33).
 */
export function scoreExam(
  responses: readonly SavedResponse[],
  key: AnswerKey,
  sections: ReadonlyArray<{ name: string; from: number; to: number }>,
  dropped: readonly number[] = [],
): ExamScore {
  const choices = key.answerKey.map((_, i) => responses[i]?.option ?? null);
  const { result, statuses, bonus } = scoreWithFinalKey(choices, key, { answerKey: key.answerKey, dropped });
  const parts = sections.length ? sections : [{ name: WHOLE_PAPER, from: 1, to: key.answerKey.length }];
  return {
    result,
    statuses,
    bonus,
    sections: parts.map(({ name, from, to }) => {
      const range = statuses.slice(from - 1, to);
      const correct = range.filter((s) => s === 1).length;
      const wrong = range.filter((s) => s === 0).length;
      const attempted = correct + wrong;
      const seconds = responses.slice(from - 1, to).reduce((n, r) => n + (r?.seconds ?? 0), 0);
      return {
        name,
        attempted,
        correct,
        wrong,
        score: roundScore(correct * key.marksPerCorrect - wrong * key.negativeMarks),
        accuracy: attempted ? Math.round((correct / attempted) * 10_000) / 100 : 0,
        seconds,
      };
    }),
  };
}
