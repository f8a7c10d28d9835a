import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { JsonAnswer } from '@exam/common';
import type { LearnerFilter } from '../../domain/learner-lists';
import type { PageRequest } from '../../domain/quiz-page';

/** One page of a learner list (getquizpage); answers the JSON body `{"quizzes":[…],"total":…,…}` with its ETag. */
export class GetQuizPageQuery extends Query<JsonAnswer> {
  constructor(
    readonly filter: LearnerFilter,
    readonly page: PageRequest,
    readonly user: AuthUser | undefined,
  ) {
    super();
  }
}
