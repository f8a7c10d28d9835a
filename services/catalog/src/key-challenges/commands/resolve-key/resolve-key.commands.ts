import { Command } from '@nestjs/cqrs';
import type { KeyDecision } from '@exam/contracts';

/** An editor sets how many hours after a live mock's close its key may be challenged. */
export class SetChallengeWindowCommand extends Command<{ windowHours: number }> {
  constructor(
    readonly quizId: string,
    readonly hours: number,
  ) {
    super();
  }
}

/** An editor resolves one challenged question: keep its key, change it to `key`, or drop the question. */
export class ResolveKeyQuestionCommand extends Command<{ questionIndex: number; decision: KeyDecision }> {
  constructor(
    readonly quizId: string,
    readonly questionIndex: number,
    readonly decision: KeyDecision,
    readonly key: number | undefined,
  ) {
    super();
  }
}
