import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';

/** An editor's save: the fields sent over the quiz as it is (fields left out keep their value). */
export class UpdateQuizCommand extends Command<QuizDoc> {
  constructor(
    readonly kind: QuizKind,
    readonly quizId: string,
    readonly fields: Readonly<Record<string, unknown>>,
    /** The revision the editor loaded (stale-write guard), or null to save over whatever is there. */
    readonly expectedRev: number | null,
    readonly actorId: string,
  ) {
    super();
  }
}
