import { Command } from '@nestjs/cqrs';

export type TimeSpentMode = 'attempt' | 'reattempt';

export interface StoreTimeSpentResult {
  success: true;
  message: string;
  totalSeconds: number;
  questions: number;
}

/** storeTimeSpent / storeReattemptTimeSpent in plain fields. */
export interface StoreTimeSpentInput {
  userId: string;
  quizId: string;
  /** Seconds per question, as sent (normalized and checked by the domain rule). */
  durations: unknown[];
  startedAt: Date | null;
  endedAt: Date | null;
  /** The caller's role: staff may act for a learner whatever the learner's access. */
  actorRole: string;
}

export class StoreTimeSpentCommand extends Command<StoreTimeSpentResult> {
  constructor(
    readonly mode: TimeSpentMode,
    readonly input: StoreTimeSpentInput,
    readonly actorId: string,
  ) {
    super();
  }
}
