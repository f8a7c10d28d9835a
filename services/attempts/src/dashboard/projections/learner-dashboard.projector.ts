import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { QuizAttempted, QuizCompleted, TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { retryOnDuplicate } from '../../persistence/keys';
import { LearnerDashboardStore, type DashboardList } from '../learner-dashboard.read-model';

/** QuizAttempted / QuizCompleted → the learner's attempted and completed lists; $addToSet makes a repeat harmless. */
@Injectable()
export class LearnerDashboardProjector extends MongoProjector {
  readonly name = 'attempts.learner-dashboard';
  readonly topics = [TOPICS.attempts];

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: LearnerDashboardStore,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizAttempted.is(event) || QuizCompleted.is(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!QuizAttempted.is(event) && !QuizCompleted.is(event)) return;
    const { userId, quizId, kind } = event.payload;
    const list: DashboardList = QuizCompleted.is(event)
      ? kind === 'kyebye'
        ? 'completedkyebyequizzes'
        : 'completedquizs'
      : kind === 'kyebye'
        ? 'attemptedkyebyequizzes'
        : 'attemptedquizs';
    await retryOnDuplicate(() =>
      this.store.dashboards().updateOne({ _id: userId }, { $addToSet: { [list]: quizId } }, { upsert: true }),
    );
  }

  protected async clear(): Promise<void> {
    await this.store.dashboards().deleteMany({});
  }
}
