import { isDuplicateKey, nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { INTERNAL_TOPICS, QuizAttempted, QuizCompleted, TOPICS, type EventEnvelope } from '@exam/contracts';
import { findByIds, MongoProjector } from '@exam/messaging';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import { IDENTITY } from '../../identity.constants';
import { applyProfileEvent, PROFILE_EVENT_TYPES, profileUserOf } from './apply-profile-event';
import {
  emptyProfile,
  OPEN_QUIZ_IDS,
  profileOf,
  storedShape,
  type LearnerProfile,
  type QuizList,
  type StoredProfile,
} from './learner-profile';

const MAX_CONFLICT_RETRIES = 20;

/**
 * Facts that only add a quiz id to one of the profile's lists: applied twice, or after later facts, the
 * profile is the same. They are written without reading the profile (a $push guarded by $nin on the same
 * list: a repeat fails the guard and is folded instead), and skip the applied-event memory (a read and a
 * write per event).
 */
const LIST_OF: ReadonlyMap<string, QuizList> = new Map([
  [QuizAttempted.type, 'attemptedquizs'],
  [QuizCompleted.type, 'completedquizs'],
]);

/** A profile's content, without the version that only guards concurrent writers. */
const contentOf = ({ v: _v, ...content }: LearnerProfile) => content;

/**
 * Builds the learner profile from identity's own facts and from billing's and attempts' events.
 *
 * A batch is applied with one read of its users' profiles and one bulk write: each user's events are
 * folded onto the profile in order and written back as a compare-and-set on its version `v` (an insert
 * for a user without a profile). Facts about one user arrive on several topics at once, so a write can
 * lose to another batch; the users whose write did not land are read again and their events folded onto
 * what is there now. A user whose profile already shows every event of the batch (folding changes
 * nothing: the fold is idempotent) is not written at all, which also makes a redelivered batch harmless
 * when the applied-event memory missed it.
 */
@Injectable()
export class LearnerProfileProjector extends MongoProjector {
  readonly name = 'identity.learner-profile';
  readonly topics = [TOPICS.identity, INTERNAL_TOPICS.identity, TOPICS.billing, TOPICS.attempts];

  constructor(@InjectConnection(IDENTITY) connection: Connection) {
    super(connection);
  }

  /** The stored documents: read a profile through profileOf (its quiz ids may be sealed in a string). */
  profiles(): Collection<StoredProfile> {
    return nativeCollection<StoredProfile>(this.connection, 'learner_profiles');
  }

  protected override handles(event: EventEnvelope): boolean {
    return PROFILE_EVENT_TYPES.has(event.type);
  }

  protected override repeatIsHarmless(event: EventEnvelope): boolean {
    return LIST_OF.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.projectBatch([event]);
  }

  /**
   * A user whose events of the batch only add quiz ids (a mock test's completions) gets one guarded $push
   * (see addToLists), no read; the others are folded (one read of all their profiles, then a compare-and-set each).
   */
  protected override async projectBatch(events: readonly EventEnvelope[]): Promise<void> {
    const perUser = new Map<string, EventEnvelope[]>();
    for (const event of events) {
      const userId = profileUserOf(event);
      if (!userId) continue;
      const list = perUser.get(userId) ?? [];
      list.push(event);
      perUser.set(userId, list);
    }
    const listsOnly = [...perUser].filter(([, list]) => list.every((e) => LIST_OF.has(e.type)));
    const unwritten = new Set(await this.addToLists(listsOnly));
    for (const [userId] of listsOnly) if (!unwritten.has(userId)) perUser.delete(userId);
    let pending = [...perUser.keys()];
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES && pending.length; attempt++) {
      pending = await this.writeOnce(pending, perUser);
    }
    if (pending.length) {
      throw new Error(`Learner profiles ${pending.join(', ')} kept changing under a batch; will retry`);
    }
  }

  /**
   * One bulk write: per user, the quiz ids added to their lists and the version bumped (so a fold under way
   * reads again), guarded by "none of them there yet" (in the arrays: an id sealed already is pushed again,
   * and profileOf reads it once) and by "the list has fewer than OPEN_QUIZ_IDS ids". Answers the users it may
   * not have written: those without a profile yet, with one of the ids there already (a repeat) or with a
   * full list, which are then folded as any other (the fold of a repeat changes nothing and writes nothing;
   * the fold of a full list seals its ids, see storedShape).
   */
  private async addToLists(users: ReadonlyArray<[string, EventEnvelope[]]>): Promise<string[]> {
    if (!users.length) return [];
    const ops = users.map(([userId, list]): AnyBulkWriteOperation<StoredProfile> => {
      const add: Partial<Record<QuizList, string[]>> = {};
      for (const e of list) {
        const ids = (add[LIST_OF.get(e.type)!] ??= []);
        const { quizId } = e.payload as { quizId: string };
        if (!ids.includes(quizId)) ids.push(quizId);
      }
      const lists = Object.entries(add);
      return {
        updateOne: {
          filter: {
            _id: userId,
            ...Object.fromEntries(lists.map(([l, ids]) => [l, { $nin: ids }])),
            ...Object.fromEntries(lists.map(([l]) => [`${l}.${OPEN_QUIZ_IDS - 1}`, { $exists: false }])),
          },
          update: {
            $push: Object.fromEntries(lists.map(([l, ids]) => [l, { $each: ids }])),
            $inc: { v: 1 },
          } as never,
        },
      };
    });
    const res = await this.profiles().bulkWrite(ops, { ordered: false });
    return res.matchedCount === ops.length ? [] : users.map(([userId]) => userId);
  }

  /** One read of the users' profiles (by _id) and one bulk write; returns the users whose write may not have landed. */
  private async writeOnce(users: string[], perUser: Map<string, EventEnvelope[]>): Promise<string[]> {
    const current = await findByIds(this.profiles(), users);
    const ops: AnyBulkWriteOperation<StoredProfile>[] = [];
    const written: string[] = [];
    for (const userId of users) {
      const stored = current.get(userId);
      const before = stored && profileOf(stored);
      const next = perUser.get(userId)!.reduce(applyProfileEvent, before ?? emptyProfile(userId));
      if (before && isDeepStrictEqual(contentOf(next), contentOf(before))) continue;
      written.push(userId);
      if (!before) {
        ops.push({ insertOne: { document: { ...storedShape(next), v: 1 } } });
      } else {
        const { _id, v: _v, ...fields } = storedShape(next);
        const unsealed = stored.sealed !== undefined && fields.sealed === undefined;
        ops.push({
          updateOne: {
            filter: { _id, v: before.v },
            update: { $set: { ...fields, v: before.v + 1 }, ...(unsealed ? { $unset: { sealed: '' } } : {}) },
          },
        });
      }
    }
    if (!ops.length) return [];
    let landed: number;
    try {
      const res = await this.profiles().bulkWrite(ops, { ordered: false });
      landed = res.insertedCount + res.modifiedCount;
    } catch (e) {
      // Inserts that lost to another batch's insert are conflicts like any other; anything else is not.
      const errors = (e as { writeErrors?: unknown }).writeErrors;
      const all = errors === undefined ? [e] : ([] as unknown[]).concat(errors);
      if (!all.every(isDuplicateKey)) throw e;
      landed = -1;
    }
    // Which compare-and-set lost is not told per operation: every written user is read again, and those
    // already showing their events fall out at the next fold.
    return landed === ops.length ? [] : written;
  }

  protected async clear(): Promise<void> {
    await this.profiles().deleteMany({});
  }
}
