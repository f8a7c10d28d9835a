import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';
import type { LearnerContext } from '../../../completion/persistence/completion.schema';

/** attemptquiz / attemptkyebyequiz in plain fields. */
export interface RecordAttemptInput {
  userId: string;
  quizId: string;
  /** The learner is leaving the quiz (the app then sends country, state and city). */
  isExit: boolean;
  learner: LearnerContext;
  /** The caller's role: staff may act for a learner whatever the learner's access. */
  actorRole: string;
}

export interface RecordAttemptResult {
  success: true;
  status: 'recorded' | 'updated' | 'ignored';
  message: string;
}

export class RecordAttemptCommand extends Command<RecordAttemptResult> {
  constructor(
    readonly kind: QuizKind,
    readonly input: RecordAttemptInput,
    readonly actorId: string,
  ) {
    super();
  }
}
