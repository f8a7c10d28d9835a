import type { LearnerProfile } from '../../profile/projections/learner-profile';
import { toUserProfileView } from '../../profile/queries/get-user-by-id/user-profile.view';

/** A user as the console shows it: the profile, and why its email looks like another account's, if it does. */
export const toAdminUserRow = (p: LearnerProfile, flag: string | undefined) => ({
  id: p._id,
  ...toUserProfileView(p),
  emailFlag: flag ?? null,
});

export type AdminUserRow = ReturnType<typeof toAdminUserRow>;
