import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QuizAccess } from '../../access/quiz-access';
import { QuizCatalog } from '../quiz-catalog';
import { GetQuizListQuery } from './get-quiz-list.query';

const KYE_BYE = 'Kye Bye';

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
    // Kye Bye quizzes live in their own collection; the list of that division is theirs.
    const entries = this.catalog.published(filter.division === KYE_BYE ? 'kyebye' : 'quiz', filter);
    const viewer = await this.access.viewerOf(user);
    const now = new Date();
    const items = viewer
      ? entries.map((e) => {
          const d = this.access.decide(e.summary, viewer, now);
          return d.allowed
            ? `${e.fragment},"canOpen":true,"lockReason":null}`
            : `${e.fragment},"canOpen":false,"lockReason":"${d.reason}"}`;
        })
      : entries.map((e) => `${e.fragment}}`);
    return `{"quizzes":[${items.join(',')}]}`;
  }
}
