import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { QuizAttempted, QuizCompleted, TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { retryOnDuplicate } from '../../shared/persistence/keys';
import { LearnerDashboardReadModel, type DashboardList } from '../persistence/learner-dashboard.read-model';

/** QuizAttempted / QuizCompleted → the learner's attempted and completed lists; $addToSet makes a repeat harmless. */
@Injectable()
export class LearnerDashboardProjector extends MongoProjector {
  readonly name = 'attempts.learner-dashboard';
  readonly topics = [TOPICS.attempts];
  /** $addToSet: a repeat changes nothing. */
  protected override readonly batchesAreIdempotent = true;

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: LearnerDashboardReadModel,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizAttempted.is(event) || QuizCompleted.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.projectBatch([event]);
  }

  /** One $addToSet per learner of the batch, all in one bulk write. */
  protected override async projectBatch(events: readonly EventEnvelope[]): Promise<void> {
    const perUser = new Map<string, Partial<Record<DashboardList, string[]>>>();
    for (const event of events) {
      if (!QuizAttempted.is(event) && !QuizCompleted.is(event)) continue;
      const { userId, quizId, kind } = event.payload;
      const list: DashboardList = QuizCompleted.is(event)
        ? kind === 'kyebye'
          ? 'completedkyebyequizzes'
          : 'completedquizs'
        : kind === 'kyebye'
          ? 'attemptedkyebyequizzes'
          : 'attemptedquizs';
      const lists = perUser.get(userId) ?? {};
      (lists[list] ??= []).push(quizId);
      perUser.set(userId, lists);
    }
    if (!perUser.size) return;
    const ops = [...perUser].map(([userId, lists]) => ({
      updateOne: {
        filter: { _id: userId },
        update: {
          $addToSet: Object.fromEntries(Object.entries(lists).map(([list, ids]) => [list, { $each: ids }])),
        },
        upsert: true,
      },
    }));
    await retryOnDuplicate(() => this.store.dashboards().bulkWrite(ops, { ordered: false }));
  }

  protected async clear(): Promise<void> {
    await this.store.dashboards().deleteMany({});
  }
}
