import { isDuplicateKey } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { nativeCollection } from '../persistence/keys';
import { RankedClaim } from '../persistence/ranked-claim.schema';
import { CompletionRecords } from './completion-records';

/**
 * A claim is followed by its commit within milliseconds. One whose attempt is still nowhere after a minute
 * was cut off by a crash, and the learner's next completion may take the rank over.
 */
const DANGLING_CLAIM_AFTER_MS = 60_000;

export interface ClaimRequest {
  key: string;
  userId: string;
  quizId: string;
  attemptId: string;
  score: number;
}

/** The first completion of a quiz by a learner is the ranked one: claimed by inserting its unique key. */
@Injectable()
export class RankedClaims {
  constructor(
    @InjectModel(RankedClaim.name, ATTEMPTS) private readonly model: Model<RankedClaim>,
    private readonly records: CompletionRecords,
  ) {}

  private claims() {
    return nativeCollection<RankedClaim>(this.model);
  }

  async hasCompleted(key: string): Promise<boolean> {
    return !!(await this.find(key));
  }

  find(key: string): Promise<RankedClaim | null> {
    return this.claims().findOne({ _id: key });
  }

  /** True when this attempt is (or, on a resubmission, already was) the ranked one. */
  async claim(c: ClaimRequest, now: Date): Promise<boolean> {
    const { key, ...fields } = c;
    const claim: RankedClaim = { _id: key, ...fields, claimedAt: now };
    for (let tries = 0; tries < 3; tries++) {
      try {
        await this.claims().insertOne(claim);
        return true;
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
      }
      const held = await this.find(c.key);
      if (!held) continue; // released meanwhile: try again
      if (held.attemptId === c.attemptId) return true;
      if (now.getTime() - new Date(held.claimedAt).getTime() < DANGLING_CLAIM_AFTER_MS) return false;
      const rankedAttempt = await this.records.find(held.attemptId);
      if (rankedAttempt?.userId === c.userId && rankedAttempt.quizId === c.quizId) return false;
      const takeover = await this.claims().updateOne(
        { _id: c.key, attemptId: held.attemptId },
        { $set: { attemptId: c.attemptId, score: c.score, claimedAt: now } },
      );
      return takeover.modifiedCount === 1;
    }
    return false;
  }

  /** Gives a claim back when its attempt turned out not to be this learner's (a reused attemptId). */
  async release(key: string, attemptId: string): Promise<void> {
    await this.claims().deleteOne({ _id: key, attemptId });
  }
}
