import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FinalKeysStore } from '../../persistence/final-keys.store';
import { ListKeyNoticesQuery, type KeyNoticeView } from './list-key-notices.query';

/** The learner's notices of final keys that changed their score or rank, newest first (issue 33). */
@QueryHandler(ListKeyNoticesQuery)
export class ListKeyNoticesHandler implements IQueryHandler<ListKeyNoticesQuery> {
  constructor(private readonly finalKeys: FinalKeysStore) {}

  async execute({ userId }: ListKeyNoticesQuery): Promise<KeyNoticeView[]> {
    return (await this.finalKeys.noticesOf(userId)).map((n) => ({
      quizId: n.quizId,
      quizName: n.quizName,
      publishedAt: new Date(n.publishedAt).toISOString(),
      before: n.before,
      after: n.after,
      candidates: n.candidates,
      bonus: n.bonus,
    }));
  }
}
