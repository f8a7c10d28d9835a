import { isDuplicateKey } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { IDENTITY } from '../../identity.constants';
import { applyProfileEvent, PROFILE_EVENT_TYPES, profileUserOf } from './apply-profile-event';
import { emptyProfile, type LearnerProfile } from './learner-profile';

const MAX_CONFLICT_RETRIES = 20;

/** Builds the learner profile from identity's own facts and from billing's and attempts' events. */
@Injectable()
export class LearnerProfileProjector extends MongoProjector {
  readonly name = 'identity.learner-profile';
  readonly topics = [TOPICS.identity, TOPICS.billing, TOPICS.attempts];

  constructor(@InjectConnection(IDENTITY) connection: Connection) {
    super(connection);
  }

  profiles(): Collection<LearnerProfile> {
    return this.connection.db!.collection<LearnerProfile>('learner_profiles');
  }

  protected override handles(event: EventEnvelope): boolean {
    return PROFILE_EVENT_TYPES.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    const userId = profileUserOf(event);
    if (!userId) return;
    for (let attempt = 0; attempt < MAX_CONFLICT_RETRIES; attempt++) {
      const current = await this.profiles().findOne({ _id: userId });
      const next = applyProfileEvent(current ?? emptyProfile(userId), event);
      if (current && next === current) return;
      if (await this.write(current, { ...next, v: (current?.v ?? 0) + 1 })) return;
    }
    throw new Error(`Learner profile ${userId} kept changing under ${event.type}; will retry`);
  }

  /** Compare-and-set on the version; false when another event got there first. */
  private async write(current: LearnerProfile | null, next: LearnerProfile): Promise<boolean> {
    if (!current) {
      try {
        await this.profiles().insertOne(next);
        return true;
      } catch (e) {
        if (isDuplicateKey(e)) return false;
        throw e;
      }
    }
    const { _id, ...fields } = next;
    const res = await this.profiles().updateOne({ _id, v: current.v }, { $set: fields });
    return res.modifiedCount === 1;
  }

  protected async clear(): Promise<void> {
    await this.profiles().deleteMany({});
  }
}
