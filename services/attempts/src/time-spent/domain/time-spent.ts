import { AttemptRuleError } from '../../shared/domain/rule-error';

/** Three hours: a question left open longer (a tab forgotten overnight) says nothing more about the learner. */
export const MAX_SECONDS_PER_QUESTION = 3 * 60 * 60;

export interface QuestionTime {
  questionIndex: number;
  seconds: number;
}

export interface TimeSpent {
  perQuestion: QuestionTime[];
  totalSeconds: number;
}

/**
 * `durations` come either in question order (`[12, 40, 7]`: the n-th number is question n) or as entries
 * naming their question (`[{questionIndex: 4, seconds: 12}]`, what a reattempt of a few questions sends).
 * At most one entry per question, none negative, each capped at MAX_SECONDS_PER_QUESTION.
 */
export function normalizeDurations(durations: readonly unknown[], questionCount: number): TimeSpent {
  if (durations.length > questionCount)
    throw new AttemptRuleError('There are more durations than the quiz has questions.');
  const seen = new Set<number>();
  const perQuestion = durations.map((entry, position): QuestionTime => {
    const { questionIndex, seconds } = readEntry(entry, position);
    if (typeof questionIndex !== 'number' || !Number.isInteger(questionIndex))
      throw new AttemptRuleError('Each duration must name a question of this quiz.');
    if (questionIndex < 0 || questionIndex >= questionCount)
      throw new AttemptRuleError('Each duration must name a question of this quiz.');
    if (typeof seconds !== 'number' || !Number.isFinite(seconds))
      throw new AttemptRuleError('Each duration must be a number of seconds.');
    if (seconds < 0) throw new AttemptRuleError('Time spent cannot be negative.');
    if (seen.has(questionIndex)) throw new AttemptRuleError('Each question may have at most one time entry.');
    seen.add(questionIndex);
    return { questionIndex, seconds: Math.min(seconds, MAX_SECONDS_PER_QUESTION) };
  });
  const totalSeconds = perQuestion.reduce((sum, q) => sum + q.seconds, 0);
  return { perQuestion, totalSeconds };
}

function readEntry(entry: unknown, position: number): { questionIndex: unknown; seconds: unknown } {
  if (typeof entry === 'number') return { questionIndex: position, seconds: entry };
  if (entry !== null && typeof entry === 'object') {
    const { questionIndex, seconds } = entry as Record<string, unknown>;
    return { questionIndex, seconds };
  }
  throw new AttemptRuleError('Each duration must be a number of seconds.');
}
