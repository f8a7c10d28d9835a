import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { INTERNAL_TOPICS, QuizSnapshotTaken, type EventEnvelope, type QuizKind } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { answerKeyChanged, QuizRescorer } from '../../completion/quiz-rescorer';
import { retryOnDuplicate } from '../../shared/persistence/keys';
import { bucketId, CATALOG_HEAD, encodeEntry, entryKey } from '../catalog-index';
import { QuizCatalogReadModel } from '../persistence/quiz-catalog.read-model';
import { storedQuizOf, type StoredQuiz } from '../stored-quiz';

/**
 * Catalog's quiz snapshots (QuizSnapshotTaken on catalog.internal, with the answer key) → the facts attempts scores with (quiz_facts), the name lookup of the percentile
 * call (quiz_names) and what exists for the dashboard (catalog_index). Every step is a $set, $unset,
 * $addToSet, $pull of a scalar or a replace, so applying an event twice leaves the same documents.
 */
@Injectable()
export class QuizCatalogProjector extends MongoProjector {
  readonly name = 'attempts.quiz-catalog';
  readonly topics = [INTERNAL_TOPICS.catalog];

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: QuizCatalogReadModel,
    private readonly rescorer: QuizRescorer,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizSnapshotTaken.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!QuizSnapshotTaken.is(event)) return;
    const asOfMs = Date.parse(event.occurredAt);
    const { change } = event.payload;
    try {
      if (change === 'removed') await this.remove(event.payload, asOfMs);
      else await this.publish(storedQuizOf(event.payload), event, asOfMs, change === 'published');
    } finally {
      this.store.forget(event.payload.quizId);
    }
  }

  /** An update of a removed quiz refreshes its facts but does not bring it back: only publishing does. */
  private async publish(
    quiz: StoredQuiz,
    event: EventEnvelope,
    asOfMs: number,
    publishing: boolean,
  ): Promise<void> {
    const prev = await this.store.facts().findOne({ _id: quiz.quizId });
    if (prev && prev.asOfMs > asOfMs) return;
    // Issue 13: a corrected answer key re-scores the stored completions, before the new key is stored, so a
    // crash in between re-scores again on redelivery (the same result); an unchanged key does nothing.
    if (prev?.answerKey && answerKeyChanged(prev, quiz)) await this.rescorer.rescore(quiz, event);
    const removed = !publishing && prev?.removed === true;
    if (prev?.name !== undefined && prev.name !== quiz.name)
      await this.store.names().updateOne({ _id: prev.name }, { $pull: { quizIds: quiz.quizId } });
    await retryOnDuplicate(() =>
      this.store
        .names()
        .updateOne({ _id: quiz.name }, { $addToSet: { quizIds: quiz.quizId } }, { upsert: true }),
    );
    if (prev && prev.kind !== quiz.kind) await this.unlist(prev.kind, quiz.quizId);
    if (!removed) await this.list(quiz);
    await retryOnDuplicate(() =>
      this.store.facts().replaceOne({ _id: quiz.quizId }, { ...quiz, removed, asOfMs }, { upsert: true }),
    );
  }

  /** The quiz leaves the dashboard and can no longer be taken; its name stays, so past results keep a percentile. */
  private async remove(removed: { quizId: string; kind: QuizKind }, asOfMs: number): Promise<void> {
    const prev = await this.store.facts().findOne({ _id: removed.quizId });
    if (prev && prev.asOfMs > asOfMs) return;
    await this.unlist(removed.kind, removed.quizId);
    if (prev && prev.kind !== removed.kind) await this.unlist(prev.kind, removed.quizId);
    await retryOnDuplicate(() =>
      this.store
        .facts()
        .updateOne(
          { _id: removed.quizId },
          { $set: { removed: true, asOfMs }, $setOnInsert: { kind: removed.kind } },
          { upsert: true },
        ),
    );
  }

  private async list(quiz: StoredQuiz): Promise<void> {
    const field = `e.${entryKey(quiz.quizId)}`;
    await retryOnDuplicate(() =>
      this.store
        .index()
        .updateOne(
          { _id: bucketId(quiz.kind, quiz.quizId) },
          { $set: { [field]: encodeEntry(quiz) } },
          { upsert: true },
        ),
    );
    await this.touchHead();
  }

  private async unlist(kind: QuizKind, quizId: string): Promise<void> {
    await this.store
      .index()
      .updateOne({ _id: bucketId(kind, quizId) }, { $unset: { [`e.${entryKey(quizId)}`]: '' } });
    await this.touchHead();
  }

  /** A new random stamp, not a counter: after a rebuild a counter could meet a cached value again. */
  private async touchHead(): Promise<void> {
    await retryOnDuplicate(() =>
      this.store
        .index()
        .updateOne({ _id: CATALOG_HEAD }, { $set: { stamp: randomUUID() } }, { upsert: true }),
    );
  }

  protected async clear(): Promise<void> {
    this.store.forget();
    await Promise.all([
      this.store.facts().deleteMany({}),
      this.store.names().deleteMany({}),
      this.store.index().deleteMany({}),
    ]);
  }
}
