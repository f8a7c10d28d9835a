import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QuizAccess } from '../../access/quiz-access';
import { QuizCatalog } from '../quiz-catalog';
import { GetQuizListQuery } from './get-quiz-list.query';
import { listItemWriter, listKindOf } from './learner-list-item.serializer';

/**
 * Published quizzes from memory, free exploratory first then newest, without questions. With a token each
 * item also says whether this user can open it (`canOpen`) and why not (`lockReason`), so the cards and
 * dialogs need no second call. Items are pre-serialized; only the per-user tail is written per request.
 */
@QueryHandler(GetQuizListQuery)
export class GetQuizListHandler implements IQueryHandler<GetQuizListQuery> {
  constructor(
    private readonly catalog: QuizCatalog,
    private readonly access: QuizAccess,
  ) {}

  async execute({ filter, user }: GetQuizListQuery): Promise<string> {
    const entries = this.catalog.published(listKindOf(filter.division), filter);
    const item = await listItemWriter(this.access, user);
    return `{"quizzes":[${entries.map(item).join(',')}]}`;
  }
}
