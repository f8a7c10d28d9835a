import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  QuizPublished,
  QuizRemoved,
  QuizUpdated,
  TOPICS,
  type EventEnvelope,
  type QuizSnapshot,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { LiveMockCloser } from '../deadlines/live-mock-closer';
import { examOf } from '../domain/exam-quiz';
import { ExamStore } from '../persistence/exam-store';

/**
 * Catalog's quiz events → the live mocks the closer watches (live_mocks). A window moved past the time a mock
 * was closed opens it again (it closes, and ranks, again at its new close). $set and upserts: a repeat
 * changes nothing.
 */
@Injectable()
export class LiveMocksProjector extends MongoProjector {
  readonly name = 'attempts.live-mocks';
  readonly topics = [TOPICS.catalog];

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: ExamStore,
    private readonly closer: LiveMockCloser,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizPublished.is(event) || QuizUpdated.is(event) || QuizRemoved.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (QuizRemoved.is(event)) await this.unlist(event.payload.quizId);
    else await this.list(event.payload as QuizSnapshot);
    this.closer.refresh();
  }

  private async list(quiz: QuizSnapshot): Promise<void> {
    const exam = examOf(quiz);
    if (exam.mode !== 'exam' || !exam.live) return this.unlist(quiz.quizId);
    const { opensAt, closesAt } = exam.live;
    const mocks = this.store.liveMocks();
    const prev = await mocks.findOne({ _id: quiz.quizId });
    const reopened = !!prev?.closedAt && Date.parse(closesAt) > prev.closedAt.getTime();
    await mocks.updateOne(
      { _id: quiz.quizId },
      {
        $set: {
          quizName: quiz.name,
          opensAt,
          closesAt,
          removed: false,
          ...(reopened ? { closedAt: null } : {}),
        },
        $setOnInsert: { closedAt: null },
      },
      { upsert: true },
    );
  }

  private async unlist(quizId: string): Promise<void> {
    await this.store.liveMocks().updateOne({ _id: quizId }, { $set: { removed: true } });
  }

  protected async clear(): Promise<void> {
    await this.store.liveMocks().deleteMany({});
  }
}
