import type { QuizKind } from '@exam/contracts';
import { Command } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';

/** Removes a quiz (kept, marked deleted and unpublished: its history and results stay readable). */
export class RemoveQuizCommand extends Command<QuizDoc> {
  constructor(
    readonly kind: QuizKind,
    readonly quizId: string,
    readonly actorId: string,
  ) {
    super();
  }
}
