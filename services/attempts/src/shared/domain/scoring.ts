import { AttemptRuleError } from './rule-error';

/** What the server knows about a quiz to score it (projected from catalog's QuizPublished / QuizUpdated). */
export interface AnswerKey {
  /** Index of the correct option in each question's English options, in question order. */
  answerKey: readonly number[];
  /** How many options each question has; when known, a choice beyond them is refused. */
  optionCounts?: readonly number[];
  marksPerCorrect: number;
  negativeMarks: number;
}

/** The learner's first chosen option per question, in question order; null when left unanswered. */
export type FirstChoices = ReadonlyArray<number | null>;

/** Per-question result value of spec section 3. */
export type QuestionStatus = 1 | 0 | -1;

export interface AttemptResult {
  totalQuestions: number;
  attemptedQuestions: number;
  correctAnswers: number;
  wrongAnswers: number;
  score: number;
}

export const TOO_MANY_ANSWERS_MESSAGE = 'There are more answers than the quiz has questions.';

/** Issue 15: an index beyond the question's options was counted wrong; it is a malformed answer. */
export const optionBeyondMessage = (question: number, choice: number, count: number) =>
  `Answer ${question + 1} chooses option ${choice}, but question ${question + 1} has only ${count} options (0 to ${count - 1}).`;

/**
 * Spec section 4: a question is -1 until an option is chosen, then 1 or 0 from the first chosen option
 * only. The client sends that first choice; later picks never reach the server, so they cannot change it.
 */
export function questionStatus(firstChoice: number | null | undefined, correct: number): QuestionStatus {
  if (firstChoice === null || firstChoice === undefined) return -1;
  return firstChoice === correct ? 1 : 0;
}

/** Fractional marks (0.25, 1/3) must give one score per outcome, so ties compare equal: 4 decimals. */
export function roundScore(score: number): number {
  const rounded = Math.round(score * 10_000) / 10_000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** Scores a submission from the server's answer key; the client's own counts never enter here. */
export function scoreAttempt(
  choices: FirstChoices,
  key: AnswerKey,
): { result: AttemptResult; statuses: QuestionStatus[] } {
  if (choices.length > key.answerKey.length) throw new AttemptRuleError(TOO_MANY_ANSWERS_MESSAGE);
  choices.forEach((choice, i) => {
    const count = key.optionCounts?.[i];
    if (choice !== null && count !== undefined && choice >= count)
      throw new AttemptRuleError(optionBeyondMessage(i, choice, count));
  });
  const statuses = key.answerKey.map((correct, i) => questionStatus(choices[i], correct));
  const correctAnswers = statuses.filter((s) => s === 1).length;
  const wrongAnswers = statuses.filter((s) => s === 0).length;
  return {
    statuses,
    result: {
      totalQuestions: key.answerKey.length,
      attemptedQuestions: correctAnswers + wrongAnswers,
      correctAnswers,
      wrongAnswers,
      score: roundScore(correctAnswers * key.marksPerCorrect - wrongAnswers * key.negativeMarks),
    },
  };
}
