import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { escapeRegex } from '@exam/common';
import { profileOf } from '../../../profile/projections/learner-profile';
import { LearnerProfileProjector } from '../../../profile/projections/learner-profile.projector';
import { flaggedEmails } from '../../email-flags';
import { toAdminUserRow } from '../admin-user.view';
import { ListUsersQuery } from './list-users.query';

/** Learner profiles for the console: filter q (name, email or phone), role and flagged emails. */
@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(private readonly profiles: LearnerProfileProjector) {}

  async execute({ list: { skip, limit, sort, filter } }: ListUsersQuery) {
    const flags = await flaggedEmails(this.profiles.profiles());
    const where: Record<string, unknown> = { email: { $ne: '' } };
    if (filter.flagged === true) where._id = { $in: [...flags.keys()] };
    if (typeof filter.q === 'string' && filter.q.trim()) {
      const rx = new RegExp(escapeRegex(filter.q.trim()), 'i');
      where.$or = [{ name: rx }, { email: rx }, { mobile: rx }];
    }
    if (typeof filter.role === 'string') where.role = filter.role;
    const [docs, total] = await Promise.all([
      this.profiles.profiles().find(where).sort(sort).skip(skip).limit(limit).toArray(),
      this.profiles.profiles().countDocuments(where),
    ]);
    return { rows: docs.map((p) => toAdminUserRow(profileOf(p), flags.get(p._id))), total };
  }
}
