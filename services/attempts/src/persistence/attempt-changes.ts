import type { QuizAttempt } from './quiz-attempt.schema';
import type { QuizProgress } from './quiz-progress.schema';
import type { TimeSpentRecord } from './time-spent.schema';

/** The capabilities of attempts that write through the service's change log (libs/messaging change-log). */
export const CAPABILITY = {
  completion: 'completion',
  firstAttempt: 'first-attempt',
  timeSpent: 'time-spent',
} as const;

/** A scored completion; `ranked` is decided when it is applied (the first claim in commit order). */
export interface CompletionChange {
  attempt: QuizAttempt;
}

export interface FirstAttemptChange {
  progress: QuizProgress;
}

export interface TimeSpentChange {
  mode: 'attempt' | 'reattempt';
  record: TimeSpentRecord;
}
