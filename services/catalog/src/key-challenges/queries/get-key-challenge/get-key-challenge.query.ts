import { Query } from '@nestjs/cqrs';
import type { KeyChallengesConsole } from '../key-challenges.console';

export type KeyChallengeDetail = Awaited<ReturnType<KeyChallengesConsole['one']>>;

/** One live mock's challenged (or resolved) questions, most challenged first, in both languages with the key. */
export class GetKeyChallengeQuery extends Query<KeyChallengeDetail> {
  constructor(readonly quizId: string) {
    super();
  }
}
