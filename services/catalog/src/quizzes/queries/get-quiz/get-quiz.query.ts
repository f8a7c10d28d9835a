import type { QuizKind } from '@exam/contracts';
import { Query } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';

/** One live quiz as stored, for the console's editor (404 once removed). */
export class GetQuizQuery extends Query<QuizDoc> {
  constructor(
    readonly kind: QuizKind,
    readonly quizId: string,
  ) {
    super();
  }
}
