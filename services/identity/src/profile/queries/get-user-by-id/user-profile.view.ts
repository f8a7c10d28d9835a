import { isPaidUser, livePaidfor } from '../../domain/profile-rules';
import type { LearnerProfile } from '../../projections/learner-profile';

/** What getuserbyid answers: every user-data field of spec section 3. */
export function toUserProfileView(profile: LearnerProfile, now = new Date()) {
  const { v: _v, _id, ...fields } = profile;
  return {
    _id,
    userId: _id,
    ...fields,
    // Spec section 3's subscription fields; the scope each grants shows in paidfor.
    subscriptions: profile.subscriptions.map(({ scope: _scope, ...s }) => s),
    // Both follow access now (issue 35): an ended subscription leaves neither behind.
    paidfor: livePaidfor(profile.subscriptions, now),
    paid: isPaidUser(
      profile.subscriptions,
      profile.purchaseOrders.some((o) => o.status === 'success'),
      now,
    ),
  };
}

export type UserProfileView = ReturnType<typeof toUserProfileView>;
