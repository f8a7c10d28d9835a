import { conflict, invalid } from '@exam/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { readQuizInput } from '../quiz-input.mapper';
import { NO_QUESTIONS, parsedContent, QuizWriter, staleQuizMessage } from '../../quiz.writer';
import { UpdateQuizCommand } from './update-quiz.command';

/** A save over a newer revision than the one loaded is refused (409): it would silently undo that change. */
@CommandHandler(UpdateQuizCommand)
export class UpdateQuizHandler implements ICommandHandler<UpdateQuizCommand> {
  constructor(private readonly writer: QuizWriter) {}

  async execute({ kind, quizId, fields, expectedRev, actorId }: UpdateQuizCommand): Promise<QuizDoc> {
    const current = await this.writer.load(kind, quizId);
    if (expectedRev !== null && expectedRev !== current.rev)
      throw conflict(staleQuizMessage(expectedRev, current.rev));
    const content = parsedContent(() => readQuizInput(fields, current, kind));
    if (current.published && !content.questions.length) throw invalid(NO_QUESTIONS);
    return this.writer.write(current, { ...content }, actorId);
  }
}
