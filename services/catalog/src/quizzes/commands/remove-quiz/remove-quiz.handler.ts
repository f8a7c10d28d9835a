import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { QuizWriter } from '../../quiz.writer';
import { RemoveQuizCommand } from './remove-quiz.command';

@CommandHandler(RemoveQuizCommand)
export class RemoveQuizHandler implements ICommandHandler<RemoveQuizCommand> {
  constructor(private readonly writer: QuizWriter) {}

  async execute({ kind, quizId, actorId }: RemoveQuizCommand): Promise<QuizDoc> {
    const current = await this.writer.load(kind, quizId);
    return this.writer.write(current, { deleted: true, published: false }, actorId);
  }
}
