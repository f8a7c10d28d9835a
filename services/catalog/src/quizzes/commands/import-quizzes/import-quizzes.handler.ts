import { createHash } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { QuizKind } from '@exam/contracts';
import { ObjectId } from 'mongodb';
import type { QuizDoc } from '../../persistence/quiz.schema';
import { readQuizInput } from '../quiz-input.mapper';
import { createdAtOf, parsedContent, quizObjectId, QuizWriter } from '../../quiz.writer';
import { ImportQuizzesCommand } from './import-quizzes.command';

/**
 * Every quiz is checked before any is written; a quiz recorded before (same id) is skipped, so a call
 * repeated with its Idempotency-Key imports nothing twice.
 */
@CommandHandler(ImportQuizzesCommand)
export class ImportQuizzesHandler implements ICommandHandler<ImportQuizzesCommand> {
  constructor(private readonly writer: QuizWriter) {}

  execute({ kind, items, actorId, idempotencyKey }: ImportQuizzesCommand): Promise<QuizDoc[]> {
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
      else if (idempotencyKey) doc._id = keyedQuizId(kind, idempotencyKey, i, fields);
      return doc;
    });
    return this.writer.createMany(docs, actorId);
  }
}

/**
 * The id of the i-th quiz of a call with this Idempotency-Key: the same on every retry of that call. Its
 * fields are in it too, so a key reused for other quizzes imports them rather than skipping them unseen.
 */
export function keyedQuizId(
  kind: QuizKind,
  key: string,
  i: number,
  fields: Readonly<Record<string, unknown>>,
): ObjectId {
  const digest = createHash('sha256')
    .update(`${kind}\n${key}\n${i}\n${JSON.stringify(fields)}`)
    .digest('hex');
  return new ObjectId(digest.slice(0, 24));
}
