import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QuizAccess } from '../../../access/quiz-access';
import { QuizCatalog } from '../../quiz-catalog';
import { GetQuizListQuery } from './get-quiz-list.query';
import type { JsonAnswer } from '@exam/common';
import { learnerListAnswer } from '../learner-list-item.serializer';

/**
 * Published quizzes from memory, free exploratory first then newest, without questions. With a token each
 * item also says whether this user can open it (`canOpen`) and why not (`lockReason`), so the cards and
 * dialogs need no second call. The visitor answer is cached per filter set until a quiz changes; only the
 * per-user part is decided per request. Answers carry an ETag (304 on a repeat) and go gzipped when accepted.
 */
@QueryHandler(GetQuizListQuery)
export class GetQuizListHandler implements IQueryHandler<GetQuizListQuery> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly access: QuizAccess,
  ) {}

  execute({ filter, user }: GetQuizListQuery): Promise<JsonAnswer> {
    return learnerListAnswer(this.catalog, this.access, filter, user);
  }
}
