import type { Collection } from 'mongodb';
import { emailCollisionKey, isLookalikeEmail, normalizeEmail } from '../users/domain/email-address';
import type { LearnerProfile } from '../profile/projections/learner-profile';

export const LOOKALIKE_FLAG = 'Invisible or mixed-alphabet characters';
export const sameAddressFlag = (others: readonly string[]) => `Same address as ${others.join(', ')}`;

/**
 * The accounts whose email an admin should look at, with why (issue 35): addresses registered before
 * emails were normalised that read as another account's, and addresses with invisible or mixed-alphabet
 * characters. New registrations cannot make either, so this set only shrinks as admins settle it. Worked
 * out from every account's email at each call: the admin console's, rare and off the learners' path.
 */
export async function flaggedEmails(profiles: Collection<LearnerProfile>): Promise<Map<string, string>> {
  const all = await profiles.find({ email: { $ne: '' } }, { projection: { _id: 1, email: 1 } }).toArray();
  const byKey = new Map<string, Array<{ id: string; email: string }>>();
  for (const p of all) {
    const key = emailCollisionKey(p.email);
    byKey.set(key, [...(byKey.get(key) ?? []), { id: p._id, email: p.email }]);
  }
  const flags = new Map<string, string>();
  for (const group of byKey.values()) {
    for (const p of group) {
      if (group.length > 1)
        flags.set(p.id, sameAddressFlag(group.filter((o) => o.id !== p.id).map((o) => o.email)));
      else if (isLookalikeEmail(normalizeEmail(p.email))) flags.set(p.id, LOOKALIKE_FLAG);
    }
  }
  return flags;
}
