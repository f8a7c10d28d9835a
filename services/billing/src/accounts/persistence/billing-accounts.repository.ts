import { isDuplicateKey, nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { BILLING } from '../../billing.constants';
import { newReferralCode } from '../../provider/domain/provider-ids';

/** One document per user, keyed by userId: their referral code (made once) and their subscriptions' ids. */
interface BillingAccount {
  _id: string;
  referralCode: string | null;
  subscriptionIds: string[];
}

@Injectable()
export class BillingAccountsRepository {
  constructor(@InjectConnection(BILLING) private readonly connection: Connection) {}

  private accounts(): Collection<BillingAccount> {
    return nativeCollection<BillingAccount>(this.connection, 'billing_accounts');
  }

  private async ensure(userId: string): Promise<void> {
    const upsert = () =>
      this.accounts().updateOne(
        { _id: userId },
        { $setOnInsert: { referralCode: null, subscriptionIds: [] } },
        { upsert: true },
      );
    // Two first writes for one user can both try the insert; the loser's retry finds the document.
    await upsert().catch((e) => (isDuplicateKey(e) ? upsert() : Promise.reject(e)));
  }

  /** Remembered before the subscription is written, so every subscription of a user is found by key. */
  async track(userId: string, subscriptionId: string): Promise<void> {
    await this.ensure(userId);
    await this.accounts().updateOne({ _id: userId }, { $addToSet: { subscriptionIds: subscriptionId } });
  }

  async subscriptionIdsOf(userId: string): Promise<string[]> {
    return (await this.accounts().findOne({ _id: userId }))?.subscriptionIds ?? [];
  }

  /** The user's referral code, made on first need; concurrent callers all get the one that was stored. */
  async referralCodeFor(userId: string): Promise<string> {
    const existing = await this.accounts().findOne({ _id: userId });
    if (existing?.referralCode) return existing.referralCode;
    await this.ensure(userId);
    await this.accounts().updateOne(
      { _id: userId, referralCode: null },
      { $set: { referralCode: newReferralCode() } },
    );
    const stored = await this.accounts().findOne({ _id: userId });
    if (!stored?.referralCode) throw new Error(`Referral code of ${userId} was not stored`);
    return stored.referralCode;
  }
}
