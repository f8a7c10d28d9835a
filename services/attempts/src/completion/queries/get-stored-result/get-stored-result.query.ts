import { Query } from '@nestjs/cqrs';
import type { AttemptResult, QuestionStatus } from '../../../shared/domain/scoring';

/** The learner's latest stored completion of a quiz, as scored now (re-scored after a key correction). */
export interface StoredResultView {
  quizId: string;
  attemptId: string;
  quizName: string;
  result: AttemptResult;
  statuses: QuestionStatus[];
  ranked: boolean;
  completedAt: string;
}

export class GetStoredResultQuery extends Query<StoredResultView> {
  constructor(
    readonly userId: string,
    readonly quizId: string,
  ) {
    super();
  }
}
