import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { QuizWriter } from '../../quiz.writer';
import { GetQuizQuery } from './get-quiz.query';

@QueryHandler(GetQuizQuery)
export class GetQuizHandler implements IQueryHandler<GetQuizQuery> {
  constructor(private readonly writer: QuizWriter) {}

  execute({ kind, quizId }: GetQuizQuery): Promise<QuizDoc> {
    return this.writer.load(kind, quizId);
  }
}
