import { Query } from '@nestjs/cqrs';
import type { KeyStatusView } from './key-status.view';

/** A live mock's key stage and challenge window for one learner, with their own challenges. */
export class GetKeyStatusQuery extends Query<KeyStatusView> {
  constructor(
    readonly quizId: string,
    readonly userId: string,
  ) {
    super();
  }
}
