import { Query } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { JsonAnswer } from '@exam/common';
import type { LearnerFilter } from '../../domain/learner-lists';

/** A learner list (getfilteredquizs, getAepQuizzes); answers the JSON body `{"quizzes":[…]}` with its ETag. */
export class GetQuizListQuery extends Query<JsonAnswer> {
  constructor(
    readonly filter: LearnerFilter,
    readonly user: AuthUser | undefined,
  ) {
    super();
  }
}
