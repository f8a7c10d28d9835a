import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  ExamSubmitted,
  LiveMockClosed,
  QuizUpdated,
  TOPICS,
  type EventEnvelope,
  type QuizSnapshot,
} from '@exam/contracts';
import { MongoProjector, type BatchDelivery } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { ExamStore } from '../persistence/exam-store';
import { StandingsBuilder } from '../standings/standings-builder';

/**
 * Standings of exams that are not live mocks, computed again from the stored sessions after each batch of
 * submissions (released at once: there is no window to wait for); of a live mock when it closes (its
 * close already wrote them: this keeps the read model rebuildable from the topics); and of any exam with
 * standings whose quiz changed (a corrected key re-ranks). Each computation replaces the document: a repeat
 * computes the same.
 */
@Injectable()
export class ExamStandingsProjector extends MongoProjector {
  readonly name = 'attempts.exam-standings';
  readonly topics = [TOPICS.attempts, TOPICS.catalog];
  protected override readonly batchesAreIdempotent = true;

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: ExamStore,
    private readonly builder: StandingsBuilder,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return (
      (ExamSubmitted.is(event) && !event.payload.live) || QuizUpdated.is(event) || LiveMockClosed.is(event)
    );
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.projectBatch([event], { mayRepeat: true });
  }

  protected override async projectBatch(events: readonly EventEnvelope[], _d: BatchDelivery): Promise<void> {
    /** Per quiz: when its standings are released, if this batch decides it (a submission, a close). */
    const released = new Map<string, Date | null>();
    const updated = new Map<string, QuizSnapshot>();
    for (const e of events) {
      if (ExamSubmitted.is(e)) released.set(e.payload.quizId, released.get(e.payload.quizId) ?? null);
      else if (LiveMockClosed.is(e)) released.set(e.payload.quizId, new Date(e.payload.closedAt));
      else if (QuizUpdated.is(e)) updated.set(e.payload.quizId, e.payload);
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
