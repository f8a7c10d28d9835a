import { isDuplicateKey, nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { BILLING } from '../../billing.constants';

/** Which subscription of a learner holds a plan: `_id` is `<userId>|<planId>`. */
interface PlanHoldDoc {
  _id: string;
  subscriptionId: string;
  at: Date;
}

const MAX_ROUNDS = 10;

/**
 * One live subscription per learner and plan (issue 35). A subscription takes the learner's hold on its
 * plan before it is activated: an insert keyed by learner and plan, or a compare-and-set taking it from a
 * holder that no longer holds (it lapsed, was cancelled, or never got paid), so of two subscriptions paid
 * at the same moment exactly one is activated, whatever path (verify, webhook) activates it.
 */
@Injectable()
export class PlanHolds {
  constructor(@InjectConnection(BILLING) private readonly connection: Connection) {}

  private holds(): Collection<PlanHoldDoc> {
    return nativeCollection<PlanHoldDoc>(this.connection, 'plan_holds');
  }

  /**
   * Takes the hold for `subscriptionId`; answers null when it has it, or the id of the subscription that
   * keeps it (`stillHolds` says whether a holder, taken at `at`, still does).
   */
  async take(
    userId: string,
    planId: string,
    subscriptionId: string,
    stillHolds: (holderId: string, at: Date) => Promise<boolean>,
  ): Promise<string | null> {
    const _id = `${userId}|${planId}`;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const taken = await this.holds()
        .insertOne({ _id, subscriptionId, at: new Date() })
        .then(() => true)
        .catch((e: unknown) => {
          if (!isDuplicateKey(e)) throw e;
          return false;
        });
      if (taken) return null;
      const hold = await this.holds().findOne({ _id });
      if (!hold) continue;
      if (hold.subscriptionId === subscriptionId) return null;
      if (await stillHolds(hold.subscriptionId, hold.at)) return hold.subscriptionId;
      const moved = await this.holds().updateOne(
        { _id, subscriptionId: hold.subscriptionId },
        { $set: { subscriptionId, at: new Date() } },
      );
      if (moved.modifiedCount === 1) return null;
    }
    throw new Error(`The hold on plan ${planId} of ${userId} kept changing`);
  }
}
