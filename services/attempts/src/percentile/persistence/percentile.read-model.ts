import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import type { Collection, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import type { Counts } from '../domain/percentile';

/** Learners counted in a document whose ranked_scores entry may not be written yet (see PercentileProjector). */
export interface Marked {
  _id: string;
  pending?: Record<string, true>;
}

/**
 * The summary of a quiz's ranked scores (`_id` = quizId): candidates per band of scores. With one band's
 * histogram (`_id` = `<quizId>/<band>`), a percentile costs two lookups by _id, whether a thousand or a
 * million learners took the quiz (see domain/percentile.ts).
 */
export interface PercentileSummary extends Marked {
  _id: string;
  total: number;
  bands: Counts;
}

export interface PercentileBand extends Marked {
  _id: string;
  hist: Counts;
}

export const bandDocId = (quizId: string, band: string) => `${quizId}/${band}`;

/** A learner's ranked score on a quiz, keyed progressKey(userId, quizId); written once it is counted. */
export interface RankedScore {
  _id: string;
  userId: string;
  quizId: string;
  score: number;
  attemptId: string;
  completedAt: string;
}

@Injectable()
export class PercentileReadModel {
  /**
   * Quizzes whose percentile a re-scoring rebuilt in this process: it counted stored completions whose
   * QuizCompleted may reach the projector only afterwards, so for these even a first delivery may be
   * counted already (the projector then checks ranked_scores).
   */
  private readonly rebuilt = new Set<string>();

  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  markRebuilt(quizId: string): void {
    this.rebuilt.add(quizId);
  }

  wasRebuilt(quizId: string): boolean {
    return this.rebuilt.has(quizId);
  }

  private collection<T extends Document>(name: string): Collection<T> {
    return nativeCollection<T>(this.connection, name);
  }

  summaries(): Collection<PercentileSummary> {
    return this.collection<PercentileSummary>('percentile_summaries');
  }

  /** The summaries or the bands, seen only as documents that carry markers (for the projector's guarded increments). */
  marked(which: 'summaries' | 'bands'): Collection<Marked> {
    return this.collection<Marked>(which === 'summaries' ? 'percentile_summaries' : 'percentile_bands');
  }

  bands(): Collection<PercentileBand> {
    return this.collection<PercentileBand>('percentile_bands');
  }

  rankedScores(): Collection<RankedScore> {
    return this.collection<RankedScore>('ranked_scores');
  }
}
