import { invalid } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { NO_QUESTIONS, QuizWriter } from '../../quiz.writer';
import { PublishQuizCommand } from './publish-quiz.command';

@CommandHandler(PublishQuizCommand)
export class PublishQuizHandler implements ICommandHandler<PublishQuizCommand> {
  constructor(private readonly writer: QuizWriter) {}

  async execute({ kind, quizId, published, actorId }: PublishQuizCommand): Promise<QuizDoc> {
    const current = await this.writer.load(kind, quizId);
    if (current.published === published) return current;
    if (published && !current.questions.length) throw invalid(NO_QUESTIONS);
    return this.writer.write(
      current,
      { published, publishedAt: published ? new Date() : current.publishedAt },
      actorId,
    );
  }
}
