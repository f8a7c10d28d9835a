import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';

/** A new quiz from the editor's fields (unpublished unless `published: true`). */
export class CreateQuizCommand extends Command<QuizDoc> {
  constructor(
    readonly kind: QuizKind,
    /** The quiz's fields as the console sends them; read and checked by readQuizInput. */
    readonly fields: Readonly<Record<string, unknown>>,
    readonly actorId: string,
  ) {
    super();
  }
}
