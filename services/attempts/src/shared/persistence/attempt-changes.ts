import type { Completion } from '../../completion/persistence/completion.schema';
import type { QuizProgress } from '../../progress/persistence/quiz-progress.schema';
import type { TimeSpentRecord } from '../../time-spent/persistence/time-spent.schema';

/** The capabilities of attempts that write through the service's change log (libs/messaging change-log). */
export const CAPABILITY = {
  completion: 'completion',
  firstAttempt: 'first-attempt',
  timeSpent: 'time-spent',
  rescore: 'rescore',
  learning: 'learning',
} as const;

/** A scored completion; `ranked` is decided when it is applied (the first claim in commit order). */
export interface CompletionChange {
  attempt: Completion;
}

export interface FirstAttemptChange {
  progress: QuizProgress;
}

export interface TimeSpentChange {
  mode: 'attempt' | 'reattempt';
  record: TimeSpentRecord;
}

/**
 * A corrected answer key's new results for the quiz's stored completions, and the ranked scores its
 * percentile is rebuilt from (issue 13). Applied again after a crash, it writes the same documents.
 */
export interface RescoreChange {
  quizId: string;
  results: Array<Pick<Completion, 'result' | 'statuses'> & { attemptId: string }>;
  ranked: Array<{ userId: string; attemptId: string; score: number; completedAt: string }>;
}
