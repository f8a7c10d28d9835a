import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';

/** Many new quizzes at once (the bulk import, the bench, the demo seed); published unless `published: false`. */
export class ImportQuizzesCommand extends Command<QuizDoc[]> {
  constructor(
    readonly kind: QuizKind,
    /** Each quiz's fields as for CreateQuizCommand, plus an optional `_id` (24 hex digits). */
    readonly items: ReadonlyArray<Readonly<Record<string, unknown>>>,
    readonly actorId: string | null,
    /**
     * The caller's Idempotency-Key: quizzes without an `_id` get ids made from it, so a retry of the same
     * call (after a 503 or a dropped connection) finds them recorded instead of importing them twice.
     */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}
