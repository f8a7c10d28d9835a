import { isDuplicateKey, nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { AnyBulkWriteOperation, Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { isDeepStrictEqual } from 'node:util';
import { IDENTITY } from '../../identity.constants';
import { applyProfileEvent, PROFILE_EVENT_TYPES, profileUserOf } from './apply-profile-event';
import { emptyProfile, type LearnerProfile } from './learner-profile';

const MAX_CONFLICT_RETRIES = 20;

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
  readonly topics = [TOPICS.identity, TOPICS.billing, TOPICS.attempts];

  constructor(@InjectConnection(IDENTITY) connection: Connection) {
    super(connection);
  }

  profiles(): Collection<LearnerProfile> {
    return nativeCollection<LearnerProfile>(this.connection, 'learner_profiles');
  }

  protected override handles(event: EventEnvelope): boolean {
    return PROFILE_EVENT_TYPES.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.projectBatch([event]);
  }

  protected override async projectBatch(events: readonly EventEnvelope[]): Promise<void> {
    const perUser = new Map<string, EventEnvelope[]>();
    for (const event of events) {
      const userId = profileUserOf(event);
      if (!userId) continue;
      const list = perUser.get(userId) ?? [];
      list.push(event);
      perUser.set(userId, list);
    }
    let pending = [...perUser.keys()];
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES && pending.length; attempt++) {
      pending = await this.writeOnce(pending, perUser);
    }
    if (pending.length) {
      throw new Error(`Learner profiles ${pending.join(', ')} kept changing under a batch; will retry`);
    }
  }

  /** One read and one bulk write for these users; returns those whose write may not have landed. */
  private async writeOnce(users: string[], perUser: Map<string, EventEnvelope[]>): Promise<string[]> {
    const found = await this.profiles()
      .find({ _id: { $in: users } })
      .toArray();
    const current = new Map(found.map((p) => [p._id, p]));
    const ops: AnyBulkWriteOperation<LearnerProfile>[] = [];
    const written: string[] = [];
    for (const userId of users) {
      const before = current.get(userId);
      const next = perUser.get(userId)!.reduce(applyProfileEvent, before ?? emptyProfile(userId));
      if (before && isDeepStrictEqual(contentOf(next), contentOf(before))) continue;
      written.push(userId);
      if (!before) {
        ops.push({ insertOne: { document: { ...next, v: 1 } } });
      } else {
        const { _id, v: _v, ...fields } = next;
        ops.push({
          updateOne: { filter: { _id, v: before.v }, update: { $set: { ...fields, v: before.v + 1 } } },
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
