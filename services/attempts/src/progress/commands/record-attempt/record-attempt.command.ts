import { Command } from '@nestjs/cqrs';
import type { QuizKind } from '../../../quiz-catalog/quiz-catalog.read-model';
import type { RecordAttemptRequestDto } from './record-attempt.request.dto';

export interface RecordAttemptResult {
  success: true;
  status: 'recorded' | 'updated' | 'ignored';
  message: string;
}

export class RecordAttemptCommand extends Command<RecordAttemptResult> {
  constructor(
    readonly kind: QuizKind,
    readonly input: RecordAttemptRequestDto,
    readonly actorId: string,
  ) {
    super();
  }
}
