import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { readQuizInput } from '../quiz-input.mapper';
import { createdAtOf, parsedContent, quizObjectId, QuizWriter } from '../../quiz.writer';
import { ImportQuizzesCommand } from './import-quizzes.command';

/** Every quiz is checked before any is written; a quiz recorded before (same id) is skipped. */
@CommandHandler(ImportQuizzesCommand)
export class ImportQuizzesHandler implements ICommandHandler<ImportQuizzesCommand> {
  constructor(private readonly writer: QuizWriter) {}

  execute({ kind, items, actorId }: ImportQuizzesCommand): Promise<QuizDoc[]> {
    const now = new Date();
    const docs = items.map((fields, i) => {
      const prefix = `Quiz ${i + 1}: `;
      const content = parsedContent(() => readQuizInput(fields, null, kind), prefix);
      const doc = this.writer.newDoc(
        kind,
        content,
        fields.published !== false,
        createdAtOf(fields.createdAt, now, prefix),
      );
      if (typeof fields._id === 'string') doc._id = quizObjectId(fields._id);
      return doc;
    });
    return this.writer.createMany(docs, actorId);
  }
}
