import { isPaidUser, livePaidfor } from '../../../domain/profile-rules';
import type { LearnerProfile } from '../../projections/learner-profile';

/** What getuserbyid answers: every user-data field of spec section 3. */
export function toUserProfileView(profile: LearnerProfile, now = new Date()) {
  const { v: _v, _id, ...fields } = profile;
  return {
    _id,
    userId: _id,
    ...fields,
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
