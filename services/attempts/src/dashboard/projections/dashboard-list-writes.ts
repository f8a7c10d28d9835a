import { retryOnDuplicate } from '../../shared/persistence/keys';
import { findByIds } from '@exam/messaging';
import type { Collection, PullAllOperator } from 'mongodb';
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

/**
 * Per learner, one $addToSet of the batch's quiz ids, all in one bulk write. Each is guarded by "the list
 * has fewer than OPEN_IDS ids": a full list fails the guard (the upsert then finds its _id taken), so the
 * full lists are sealed and the batch written again ($addToSet: what landed the first time stays as it is).
 */
export async function addToDashboards(
  dashboards: Collection<LearnerDashboard>,
  perUser: ListAdditions,
): Promise<void> {
  if (!perUser.size) return;
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
  // A full list, or two upserts of one new learner's document: the next try finds it.
  await retryOnDuplicate(
    () => dashboards.bulkWrite(ops, { ordered: false }),
    4,
    () => sealFullLists(dashboards, [...perUser.keys()]),
  );
}

/**
 * Moves the ids of the learners' full lists into their sealed string. Guarded by the string as read, so
 * two sealers do not lose each other's ids; $pullAll takes out only the ids read, not any added meanwhile.
 */
async function sealFullLists(dashboards: Collection<LearnerDashboard>, userIds: string[]): Promise<void> {
  const docs = await findByIds(dashboards, userIds);
  const full = [...docs.values()].filter((d) => DASHBOARD_LISTS.some((l) => (d[l]?.length ?? 0) >= OPEN_IDS));
  await Promise.all(
    full.map((doc) =>
      dashboards.updateOne(
        { _id: doc._id, sealed: doc.sealed ?? { $exists: false } },
        {
          $set: { sealed: sealedString(doc) },
          $pullAll: Object.fromEntries(
            DASHBOARD_LISTS.filter((l) => doc[l]?.length).map((l) => [l, doc[l]!]),
          ) as PullAllOperator<LearnerDashboard>,
        },
      ),
    ),
  );
}
