import { getConnectionToken } from '@nestjs/mongoose';
import { INTERNAL_TOPICS, QuizSnapshotTaken, type EventEnvelope } from '@exam/contracts';
import { EVENT_BUS, MongoProjector, type EventBus } from '@exam/messaging';
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { QuizCatalogReadModel } from '../persistence/quiz-catalog.read-model';
import { storedQuizOf } from '../stored-quiz';

/**
 * One instance's own consumer group over catalog's quiz events (Kafka only), as EntitlementFollower is for
 * entitlements: with several attempts instances, the shared QuizCatalogProjector runs in one of them per
 * partition, and the others would score with a quiz's old answer key until their cached facts expire. Each
 * instance folds every quiz event's facts into its own memory instead (the event carries the whole quiz),
 * so a corrected key scores on every instance as soon as its event arrives. It stores nothing.
 */
export class QuizFactsFollower extends MongoProjector {
  readonly name = `attempts.quiz-facts.${randomUUID()}`;
  readonly topics = [INTERNAL_TOPICS.catalog];

  constructor(
    connection: Connection,
    private readonly store: QuizCatalogReadModel,
  ) {
    super(connection);
  }

  override async handle(event: EventEnvelope): Promise<void> {
    const asOfMs = Date.parse(event.occurredAt);
    if (!QuizSnapshotTaken.is(event)) return;
    const { change } = event.payload;
    if (change !== 'removed') {
      const quiz = storedQuizOf(event.payload);
      // An update keeps a removed quiz removed (as the projector does); a publish brings it back.
      const removed = change === 'updated' && this.store.peek(quiz.quizId)?.removed === true;
      this.store.learn({ ...quiz, _id: quiz.quizId, removed, asOfMs });
    } else {
      const known = this.store.peek(event.payload.quizId);
      if (known) this.store.learn({ ...known, removed: true, asOfMs });
      else this.store.forget(event.payload.quizId);
    }
  }

  override async handleBatch(events: readonly EventEnvelope[]): Promise<void> {
    for (const event of events) await this.handle(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.handle(event);
  }

  /** Nothing to drop: a replay folds the same events in again. */
  protected async clear(): Promise<void> {}

  override async resetForRebuild(): Promise<void> {}
}

export const QUIZ_FACTS_FOLLOWER = Symbol('QUIZ_FACTS_FOLLOWER');

/** The follower exists on Kafka only (null in the single process, whose projector sees every event). */
export const quizFactsFollowerProvider = {
  provide: QUIZ_FACTS_FOLLOWER,
  inject: [QuizCatalogReadModel, getConnectionToken(ATTEMPTS), EVENT_BUS],
  useFactory: (store: QuizCatalogReadModel, connection: Connection, bus: EventBus) =>
    bus.kind === 'kafka' ? new QuizFactsFollower(connection, store) : null,
};
