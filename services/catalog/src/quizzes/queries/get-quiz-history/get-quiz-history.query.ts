import { Query } from '@nestjs/cqrs';
import type { QuizHistoryDoc } from '../../persistence/quiz-history.repository';

/** A history entry as the console lists it (react-admin's id, the time as ISO text). */
export type QuizHistoryRow = Omit<QuizHistoryDoc, '_id' | 'at'> & { id: string; at: string };

/** A page of a quiz's changes, newest first. */
export class GetQuizHistoryQuery extends Query<{ rows: QuizHistoryRow[]; total: number }> {
  constructor(
    readonly quizId: string,
    readonly skip: number,
    readonly limit: number,
  ) {
    super();
  }
}
