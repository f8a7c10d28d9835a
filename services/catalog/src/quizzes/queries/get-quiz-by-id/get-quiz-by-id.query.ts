import type { QuizKind } from '@exam/contracts';
import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { JsonAnswer } from '@exam/common';

/** `learner`: getquizbyid / getKyebyeQuizById; `demo`: getDemoQuizbyId (free exploratory quizzes only). */
export class GetQuizByIdQuery extends Query<JsonAnswer> {
  constructor(
    readonly kind: QuizKind,
    readonly quizId: string,
    readonly mode: 'learner' | 'demo',
    readonly user: AuthUser | undefined,
  ) {
    super();
  }
}
