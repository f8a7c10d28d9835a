import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  ExamSubmitted,
  INTERNAL_TOPICS,
  LiveMockClosed,
  QuizSnapshotTaken,
  TOPICS,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector, type BatchDelivery } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { ExamStore } from '../persistence/exam-store';
import { StandingsBuilder } from './standings-builder';
import { storedQuizOf, type StoredQuiz } from '../../quiz-catalog/stored-quiz';

/**
 * Standings of exams that are not live mocks, computed again from the stored sessions after each batch of
 * submissions (released at once: there is no window to wait for); of a live mock when it closes (its
 * close already wrote them: this keeps the read model rebuildable from the topics); and of any exam with
 * standings whose quiz changed (a corrected key re-ranks). Each computation replaces the document: a repeat
 * computes the same.
 */
const isUpdate = (e: EventEnvelope) => QuizSnapshotTaken.is(e) && e.payload.change === 'updated';

@Injectable()
export class ExamStandingsProjector extends MongoProjector {
  readonly name = 'attempts.exam-standings';
  // ExamSubmitted and QuizSnapshotTaken are internal (they name options and keys); LiveMockClosed is not.
  readonly topics = [TOPICS.attempts, INTERNAL_TOPICS.attempts, INTERNAL_TOPICS.catalog];
  protected override readonly batchesAreIdempotent = true;

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: ExamStore,
    private readonly builder: StandingsBuilder,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return (ExamSubmitted.is(event) && !event.payload.live) || isUpdate(event) || LiveMockClosed.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.projectBatch([event], { mayRepeat: true });
  }

  protected override async projectBatch(events: readonly EventEnvelope[], _d: BatchDelivery): Promise<void> {
    /** Per quiz: when its standings are released, if this batch decides it (a submission, a close). */
    const released = new Map<string, Date | null>();
    const updated = new Map<string, StoredQuiz>();
    for (const e of events) {
      if (ExamSubmitted.is(e)) released.set(e.payload.quizId, released.get(e.payload.quizId) ?? null);
      else if (LiveMockClosed.is(e)) released.set(e.payload.quizId, new Date(e.payload.closedAt));
      else if (QuizSnapshotTaken.is(e) && isUpdate(e)) updated.set(e.payload.quizId, storedQuizOf(e.payload));
    }
    for (const quizId of new Set([...released.keys(), ...updated.keys()])) {
      const prev = await this.store.standings().findOne({ _id: quizId }, { projection: { releasedAt: 1 } });
      if (!released.has(quizId) && !prev) continue;
      const releasedAt = released.get(quizId) ?? prev?.releasedAt ?? new Date();
      const built = await this.builder.build(quizId, releasedAt, updated.get(quizId));
      if (built) await this.builder.save(built.standings);
    }
  }

  protected async clear(): Promise<void> {
    await this.store.standings().deleteMany({});
  }
}
