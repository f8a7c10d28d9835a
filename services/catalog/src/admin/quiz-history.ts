import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../catalog.constants';
import type { QuizDoc } from '../quizzes/persistence/quiz.schema';
import { describeChange } from './quiz-changes';

/** One editor's change: who, when, at which revision, and what it did. Keyed by quiz and revision. */
export interface QuizHistoryDoc {
  _id: string;
  quizId: string;
  rev: number;
  actorId: string | null;
  at: Date;
  changes: string[];
}

/**
 * The console's per-quiz history. Written right after the change is committed (keyed by revision, so a retry
 * writes it once); the events on the bus carry the same actor for other services.
 */
@Injectable()
export class QuizHistory {
  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  private entries(): Collection<QuizHistoryDoc> {
    return this.connection.db!.collection<QuizHistoryDoc>('quiz_history');
  }

  async record(before: QuizDoc | null, after: QuizDoc, actorId: string | null): Promise<void> {
    const quizId = after._id.toHexString();
    await this.entries().updateOne(
      { _id: `${quizId}:${after.rev}` },
      {
        $setOnInsert: {
          quizId,
          rev: after.rev,
          actorId,
          at: after.updatedAt,
          changes: describeChange(before, after),
        },
      },
      { upsert: true },
    );
  }

  /** Newest first. */
  list(quizId: string, skip: number, limit: number): Promise<[QuizHistoryDoc[], number]> {
    return Promise.all([
      this.entries().find({ quizId }).sort({ rev: -1 }).skip(skip).limit(limit).toArray(),
      this.entries().countDocuments({ quizId }),
    ]);
  }
}
