import { insertNew } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { nativeCollection, progressKey } from '../../shared/persistence/keys';
import type { Completion } from './completion.schema';
import { RankedClaim } from './ranked-claim.schema';
import { CompletionRecords } from './completion-records';

/**
 * The first completion of a quiz by a learner is the ranked one: claimed by inserting its unique key when
 * the completion is applied from the change log (so a claim is never without the entry that completes it).
 */
@Injectable()
export class RankedClaims {
  constructor(
    @InjectModel(RankedClaim.name, ATTEMPTS) private readonly model: Model<RankedClaim>,
    private readonly records: CompletionRecords,
  ) {}

  private claims() {
    return nativeCollection<RankedClaim>(this.model);
  }

  async hasCompleted(userId: string, quizId: string): Promise<boolean> {
    return !!this.records.pendingFor(userId, quizId) || !!(await this.find(progressKey(userId, quizId)));
  }

  find(key: string): Promise<RankedClaim | null> {
    return this.claims().findOne({ _id: key });
  }

  /** Per attempt, in order: is it the ranked one? One insertMany for the batch; a repeat finds its own claim. */
  async claimAll(attempts: readonly Completion[]): Promise<boolean[]> {
    const claims: RankedClaim[] = attempts.map((a) => ({
      _id: progressKey(a.userId, a.quizId),
      userId: a.userId,
      quizId: a.quizId,
      attemptId: a._id,
      score: a.result.score,
      claimedAt: a.completedAt,
    }));
    const taken = await insertNew(this.claims(), claims);
    return Promise.all(claims.map((c, i) => (taken.has(i) ? this.heldBy(c) : true)));
  }

  /**
   * Whether a taken claim is this attempt's (applied again after a crash), or can be taken over: its holder
   * is neither stored nor in the change log, so nothing will ever complete it (a claim left by an older
   * version that claimed on the request path and was killed before storing its attempt).
   */
  private async heldBy(c: RankedClaim): Promise<boolean> {
    const held = await this.find(c._id);
    if (!held) return (await insertNew(this.claims(), [c])).size === 0;
    if (held.attemptId === c.attemptId) return true;
    const holder = await this.records.find(held.attemptId);
    if (holder?.userId === held.userId && holder.quizId === held.quizId) return false;
    const takeover = await this.claims().updateOne(
      { _id: c._id, attemptId: held.attemptId },
      { $set: { attemptId: c.attemptId, score: c.score, claimedAt: c.claimedAt } },
    );
    return takeover.modifiedCount === 1;
  }
}
