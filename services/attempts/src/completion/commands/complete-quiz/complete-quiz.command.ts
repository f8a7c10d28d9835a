import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';
import type { Confidence } from '../../../shared/domain/confidence';
import type { AttemptResult } from '../../../shared/domain/scoring';
import type { LearnerContext } from '../../persistence/completion.schema';

/** A submission, in plain fields (the HTTP body is mapped onto it by the controller). */
export interface CompleteQuizInput {
  kind: QuizKind;
  userId: string;
  quizId: string;
  attemptId: string;
  /** First chosen option per question, null when unanswered. */
  answers: Array<number | null>;
  /** The learner's confidence tag per question, when the app sent any (issue 32). */
  confidence?: Array<Confidence | null>;
  startedAt: Date | null;
  endedAt: Date | null;
  learner: LearnerContext;
  actorId: string;
  /** The caller's role: staff may complete for a learner whatever the learner's access. */
  actorRole: string;
}

export class CompleteQuizCommand extends Command<AttemptResult> {
  constructor(readonly input: CompleteQuizInput) {
    super();
  }
}
