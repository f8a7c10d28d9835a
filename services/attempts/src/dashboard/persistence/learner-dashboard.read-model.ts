import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';

/** What one learner did, from attempts' own events: quiz ids per list of spec section 3's dashboard data. */
export interface LearnerDashboard {
  _id: string;
  attemptedquizs?: string[];
  attemptedkyebyequizzes?: string[];
  completedquizs?: string[];
  completedkyebyequizzes?: string[];
}

export type DashboardList = Exclude<keyof LearnerDashboard, '_id'>;

@Injectable()
export class LearnerDashboardReadModel {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  dashboards(): Collection<LearnerDashboard> {
    return nativeCollection<LearnerDashboard>(this.connection, 'learner_dashboards');
  }
}
