import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { readQuizInput } from '../quiz-input.mapper';
import { createdAtOf, parsedContent, QuizWriter } from '../../quiz.writer';
import { CreateQuizCommand } from './create-quiz.command';

@CommandHandler(CreateQuizCommand)
export class CreateQuizHandler implements ICommandHandler<CreateQuizCommand> {
  constructor(private readonly writer: QuizWriter) {}

  execute({ kind, fields, actorId }: CreateQuizCommand): Promise<QuizDoc> {
    const content = parsedContent(() => readQuizInput(fields, null, kind));
    const doc = this.writer.newDoc(
      kind,
      content,
      fields.published === true,
      createdAtOf(fields.createdAt, new Date()),
    );
    return this.writer.create(doc, actorId);
  }
}
