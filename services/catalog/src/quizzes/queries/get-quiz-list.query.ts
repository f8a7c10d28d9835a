import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { LearnerFilter } from '../../domain/learner-lists';

/** A learner list (getfilteredquizs, getAepQuizzes); answers the JSON body `{"quizzes":[…]}`. */
export class GetQuizListQuery extends Query<string> {
  constructor(
    readonly filter: LearnerFilter,
    readonly user: AuthUser | undefined,
  ) {
    super();
  }
}
