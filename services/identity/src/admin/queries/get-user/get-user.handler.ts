import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@exam/common';
import { profileOf } from '../../../profile/projections/learner-profile';
import { LearnerProfileProjector } from '../../../profile/projections/learner-profile.projector';
import { flaggedEmails } from '../../email-flags';
import { toAdminUserRow } from '../admin-user.view';
import { GetUserQuery } from './get-user.query';

@QueryHandler(GetUserQuery)
export class GetUserHandler implements IQueryHandler<GetUserQuery> {
  constructor(private readonly profiles: LearnerProfileProjector) {}

  async execute({ userId }: GetUserQuery) {
    const profile = await this.profiles.profiles().findOne({ _id: userId });
    if (!profile) throw notFound('User not found');
    const flags = await flaggedEmails(this.profiles.profiles());
    return toAdminUserRow(profileOf(profile), flags.get(userId));
  }
}
