import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import type { QuizDoc } from './quiz.schema';
import { describeChange } from '../quiz-changes.rules';

/** One editor's change: who, when, at which revision, and what it did. Keyed by quiz and revision. */
export interface QuizHistoryDoc {
  _id: string;
  quizId: string;
  rev: number;
  actorId: string | null;
  at: Date;
  changes: string[];
  /** 'rescored' for attempts' re-scoring after an answer-key correction; absent for an editor's change. */
  kind?: 'rescored';
}

/**
 * The console's per-quiz history. Written right after the change is committed (keyed by revision, so a retry
 * writes it once); the events on the bus carry the same actor for other services.
 */
@Injectable()
export class QuizHistory {
  constructor(@InjectConnection(CATALOG) private readonly connection: Connection) {}

  private entries(): Collection<QuizHistoryDoc> {
    return nativeCollection<QuizHistoryDoc>(this.connection, 'quiz_history');
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

  /**
   * Attempts' re-scoring of the quiz's results (QuizRescored), once per event. It follows the revision that
   * corrected the key, so it carries the quiz's latest revision and lists just above it.
   */
  async recordRescore(
    eventId: string,
    quizId: string,
    entry: { actorId: string | null; at: Date; change: string },
  ): Promise<void> {
    const latest = await this.entries().find({ quizId }).sort({ rev: -1 }).limit(1).next();
    await this.entries().updateOne(
      { _id: `${quizId}:rescored:${eventId}` },
      {
        $setOnInsert: {
          quizId,
          rev: latest?.rev ?? 0,
          actorId: entry.actorId,
          at: entry.at,
          changes: [entry.change],
          kind: 'rescored',
        },
      },
      { upsert: true },
    );
  }

  /** Drops the re-scoring entries (the projector's rebuild); editors' changes stay. */
  async clearRescores(): Promise<void> {
    await this.entries().deleteMany({ kind: 'rescored' });
  }

  /** Newest first. */
  list(quizId: string, skip: number, limit: number): Promise<[QuizHistoryDoc[], number]> {
    return Promise.all([
      this.entries().find({ quizId }).sort({ rev: -1, at: -1 }).skip(skip).limit(limit).toArray(),
      this.entries().countDocuments({ quizId }),
    ]);
  }
}
