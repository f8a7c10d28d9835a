import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { QuizAttempted, QuizCompleted, TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { LearnerDashboardReadModel, type DashboardList } from '../persistence/learner-dashboard.read-model';
import { addToDashboards, type ListAdditions } from './dashboard-list-writes';

/**
 * QuizAttempted / QuizCompleted → the learner's attempted and completed lists; $addToSet makes a repeat
 * harmless, and a list's older ids are sealed into one string (see addToDashboards).
 */
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

  /** One guarded $addToSet per learner of the batch, all in one bulk write. */
  protected override async projectBatch(events: readonly EventEnvelope[]): Promise<void> {
    const perUser: ListAdditions = new Map();
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
    await addToDashboards(this.store.dashboards(), perUser);
  }

  protected async clear(): Promise<void> {
    await this.store.dashboards().deleteMany({});
  }
}
