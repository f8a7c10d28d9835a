import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { QuizRescored, TOPICS, type EventEnvelope, type PayloadOf } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { QuizHistory } from '../persistence/quiz-history.repository';

/** The history line for a re-scoring: how many results were scored again and how many scores moved. */
export function describeRescore(payload: PayloadOf<typeof QuizRescored>): string {
  const n = payload.completionsRescored;
  const m = payload.scoresChanged;
  return `Answer key correction re-scored ${n} result${n === 1 ? '' : 's'} (${m} score${m === 1 ? '' : 's'} changed)`;
}

/**
 * Issue 13: the editor sees how many results an answer-key correction changed. Follows attempts'
 * QuizRescored into the quiz's history (one entry per event, so a redelivery writes it once).
 */
@Injectable()
export class QuizRescoredProjector extends MongoProjector {
  readonly name = 'catalog.quiz-rescored';
  readonly topics = [TOPICS.attempts];

  constructor(
    @InjectConnection(CATALOG) connection: Connection,
    private readonly history: QuizHistory,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizRescored.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const payload = QuizRescored.payload.parse(event.payload);
    await this.history.recordRescore(event.eventId, payload.quizId, {
      actorId: event.actorId ?? null,
      at: new Date(payload.rescoredAt),
      change: describeRescore(payload),
    });
  }

  protected async clear(): Promise<void> {
    await this.history.clearRescores();
  }
}
