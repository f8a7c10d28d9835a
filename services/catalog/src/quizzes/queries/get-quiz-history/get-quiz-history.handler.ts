import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { QuizHistory } from '../../persistence/quiz-history.repository';
import { GetQuizHistoryQuery } from './get-quiz-history.query';

@QueryHandler(GetQuizHistoryQuery)
export class GetQuizHistoryHandler implements IQueryHandler<GetQuizHistoryQuery> {
  constructor(private readonly history: QuizHistory) {}

  async execute({ quizId, skip, limit }: GetQuizHistoryQuery) {
    const [rows, total] = await this.history.list(quizId, skip, limit);
    return { rows: rows.map(({ _id, at, ...row }) => ({ id: _id, at: at.toISOString(), ...row })), total };
  }
}
