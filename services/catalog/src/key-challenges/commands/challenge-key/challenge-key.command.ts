import { Command } from '@nestjs/cqrs';
import type { ChallengeReason } from '@exam/contracts';
import type { ChallengeView } from '../../queries/get-key-status/key-status.view';

/** A candidate challenges one question of a live mock's provisional key. */
export class ChallengeKeyCommand extends Command<ChallengeView> {
  constructor(
    readonly userId: string,
    readonly quizId: string,
    readonly questionIndex: number,
    readonly reason: ChallengeReason,
    readonly explanation: string,
  ) {
    super();
  }
}
