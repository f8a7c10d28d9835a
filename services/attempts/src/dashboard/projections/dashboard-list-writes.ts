import type { Collection, PullAllOperator } from 'mongodb';
import { writeSealingFull, type Sealing } from '../../shared/persistence/sealed-writes';
import {
  DASHBOARD_LISTS,
  sealedString,
  type DashboardList,
  type LearnerDashboard,
} from '../persistence/learner-dashboard.read-model';

/**
 * Ids a list's array holds before they are sealed into the document's string: FerretDB rewrites a document
 * whole on every update and converts an array element by element, so a learner's lifetime of ids in arrays
 * made each completion cost more than the one before (bench/completion-updates.probe.ts).
 */
export const OPEN_IDS = 16;

export type ListAdditions = Map<string, Partial<Record<DashboardList, string[]>>>;

/** A document is full when one of its lists holds OPEN_IDS ids; sealing moves every id read ($pullAll). */
const LISTS: Sealing<LearnerDashboard> = {
  isFull: (doc) => DASHBOARD_LISTS.some((l) => (doc[l]?.length ?? 0) >= OPEN_IDS),
  seal: (doc) => ({
    $set: { sealed: sealedString(doc) },
    $pullAll: Object.fromEntries(
      DASHBOARD_LISTS.filter((l) => doc[l]?.length).map((l) => [l, doc[l]!]),
    ) as PullAllOperator<LearnerDashboard>,
  }),
};

/**
 * Per learner, one $addToSet of the batch's quiz ids, all in one bulk write. Each is guarded by "the list
 * has fewer than OPEN_IDS ids" (see writeSealingFull; $addToSet: what landed the first time stays).
 */
export async function addToDashboards(
  dashboards: Collection<LearnerDashboard>,
  perUser: ListAdditions,
): Promise<void> {
  const ops = [...perUser].map(([userId, lists]) => ({
    updateOne: {
      filter: {
        _id: userId,
        ...Object.fromEntries(Object.keys(lists).map((l) => [`${l}.${OPEN_IDS - 1}`, { $exists: false }])),
      },
      update: {
        $addToSet: Object.fromEntries(Object.entries(lists).map(([list, ids]) => [list, { $each: ids }])),
      },
      upsert: true,
    },
  }));
  await writeSealingFull(dashboards, ops, [...perUser.keys()], LISTS);
}
