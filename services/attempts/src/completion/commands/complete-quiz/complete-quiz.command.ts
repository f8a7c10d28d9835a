import { Command } from '@nestjs/cqrs';
import type { AttemptResult } from '../../../domain/scoring';
import type { QuizKind } from '../../../quiz-catalog/quiz-catalog.read-model';
import type { CompleteQuizRequestDto } from './complete-quiz.request.dto';

export class CompleteQuizCommand extends Command<AttemptResult> {
  constructor(
    readonly kind: QuizKind,
    readonly input: CompleteQuizRequestDto,
    readonly actorId: string,
  ) {
    super();
  }
}
