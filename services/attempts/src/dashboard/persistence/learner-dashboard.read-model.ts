import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';

export const DASHBOARD_LISTS = [
  'attemptedquizs',
  'attemptedkyebyequizzes',
  'completedquizs',
  'completedkyebyequizzes',
] as const;

export type DashboardList = (typeof DASHBOARD_LISTS)[number];

/**
 * What one learner did, from attempts' own events: quiz ids per list of spec section 3's dashboard data.
 * The arrays hold the ids added lately; earlier ones are sealed into one string (see LearnerDashboardProjector),
 * which FerretDB converts at a fraction of the cost of arrays. Documents from before `sealed` hold all in arrays.
 */
export interface LearnerDashboard extends Partial<Record<DashboardList, string[]>> {
  _id: string;
  /** JSON of Partial<Record<DashboardList, string[]>>: the ids moved out of the arrays. */
  sealed?: string;
}

/** A learner's lists: the sealed ids, then the arrays', each id once, in the order it was first added. */
export function dashboardLists(doc: LearnerDashboard | null): Record<DashboardList, string[]> {
  const sealed: Partial<Record<DashboardList, string[]>> = doc?.sealed ? JSON.parse(doc.sealed) : {};
  const lists = {} as Record<DashboardList, string[]>;
  for (const list of DASHBOARD_LISTS)
    lists[list] = [...new Set([...(sealed[list] ?? []), ...(doc?.[list] ?? [])])];
  return lists;
}

/** The string that seals all of a document's ids (lists without ids left out). */
export function sealedString(doc: LearnerDashboard): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(dashboardLists(doc)).filter(([, ids]) => ids.length)),
  );
}

@Injectable()
export class LearnerDashboardReadModel {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  dashboards(): Collection<LearnerDashboard> {
    return nativeCollection<LearnerDashboard>(this.connection, 'learner_dashboards');
  }
}
