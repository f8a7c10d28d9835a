import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { INTERNAL_TOPICS, QuizSnapshotTaken, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { LiveMockCloser } from '../commands/close-live-mock/live-mock-closer';
import { examOf } from '../domain/exam-quiz';
import { ExamStore } from '../persistence/exam-store';
import { storedQuizOf, type StoredQuiz } from '../../quiz-catalog/stored-quiz';

/**
 * Catalog's quiz snapshots (QuizSnapshotTaken, catalog.internal) → the live mocks the closer watches (live_mocks). A window moved past the time a mock
 * was closed opens it again (it closes, and ranks, again at its new close). $set and upserts: a repeat
 * changes nothing.
 */
@Injectable()
export class LiveMocksProjector extends MongoProjector {
  readonly name = 'attempts.live-mocks';
  readonly topics = [INTERNAL_TOPICS.catalog];

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: ExamStore,
    private readonly closer: LiveMockCloser,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizSnapshotTaken.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!QuizSnapshotTaken.is(event)) return;
    if (event.payload.change === 'removed') await this.unlist(event.payload.quizId);
    else await this.list(storedQuizOf(event.payload));
    this.closer.refresh();
  }

  private async list(quiz: StoredQuiz): Promise<void> {
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
