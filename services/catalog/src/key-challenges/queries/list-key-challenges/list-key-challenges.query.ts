import { Query } from '@nestjs/cqrs';
import type { KeyChallengesConsole } from '../key-challenges.console';

export type KeyChallengeRow = Awaited<ReturnType<KeyChallengesConsole['list']>>[number];

/** Every live mock, the latest close first: key stage, challenge window and challenge count. */
export class ListKeyChallengesQuery extends Query<KeyChallengeRow[]> {}
