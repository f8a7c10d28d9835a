import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';

/** Publishes (`published: true`) or unpublishes a quiz; the same state again changes nothing. */
export class PublishQuizCommand extends Command<QuizDoc> {
  constructor(
    readonly kind: QuizKind,
    readonly quizId: string,
    readonly published: boolean,
    readonly actorId: string,
  ) {
    super();
  }
}
