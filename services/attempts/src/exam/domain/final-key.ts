import {
  roundScore,
  scoreAttempt,
  type AnswerKey,
  type FirstChoices,
  type QuestionStatus,
} from '../../shared/domain/scoring';
import type { AttemptResult } from '../../shared/domain/scoring';

/** A live mock's final key (issue 33): the key after its challenge window and the questions dropped. */
export interface FinalKey {
  answerKey: readonly number[];
  /** 0-based questions dropped: full marks to every candidate who attempted one, nothing to the others. */
  dropped: readonly number[];
}

export interface FinalScore {
  result: AttemptResult;
  statuses: QuestionStatus[];
  /** The dropped questions this candidate attempted (0-based), each worth full marks: 'Bonus: question N dropped'. */
  bonus: number[];
}

/**
 * Scores a candidate's answers with the final key: a changed key re-judges its question like any other; a
 * dropped question the candidate attempted counts as correct whatever they chose (full marks, never a
 * negative mark), and one they left unanswered scores nothing, as NTA's bonus-mark rule reads.
 */
export function scoreWithFinalKey(
  choices: FirstChoices,
  key: Omit<AnswerKey, 'answerKey'>,
  final: FinalKey,
): FinalScore {
  const judged = scoreAttempt(choices, { ...key, answerKey: final.answerKey });
  const dropped = new Set(final.dropped);
  const bonus: number[] = [];
  const statuses = judged.statuses.map((status, i): QuestionStatus => {
    if (!dropped.has(i) || status === -1) return status;
    bonus.push(i);
    return 1;
  });
  const correctAnswers = statuses.filter((s) => s === 1).length;
  const wrongAnswers = statuses.filter((s) => s === 0).length;
  return {
    statuses,
    bonus,
    result: {
      ...judged.result,
      correctAnswers,
      wrongAnswers,
      score: roundScore(correctAnswers * key.marksPerCorrect - wrongAnswers * key.negativeMarks),
    },
  };
}
