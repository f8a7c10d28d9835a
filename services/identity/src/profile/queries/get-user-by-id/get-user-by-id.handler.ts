import { notFound } from '@exam/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../../../users/persistence/users.repository';
import { LearnerProfileProjector } from '../../projections/learner-profile.projector';
import { emptyProfile, profileOf } from '../../projections/learner-profile';
import { GetUserByIdQuery } from './get-user-by-id.query';
import { toUserProfileView } from './user-profile.view';

@QueryHandler(GetUserByIdQuery)
export class GetUserByIdHandler implements IQueryHandler<GetUserByIdQuery> {
  constructor(
    private readonly profiles: LearnerProfileProjector,
    private readonly users: UsersRepository,
  ) {}

  async execute({ userId }: GetUserByIdQuery) {
    const stored = await this.profiles.profiles().findOne({ _id: userId });
    const profile = stored && profileOf(stored);
    if (profile?.email) return toUserProfileView(profile);
    // The read model trails the write by milliseconds; a brand-new account is answered from its own record.
    const user = await this.users.findById(userId);
    if (!user) throw notFound('User not found');
    const { _id: _ignored, ...fields } = user.toObject();
    return toUserProfileView({ ...emptyProfile(userId), ...(profile ?? {}), ...pickProfileFields(fields) });
  }
}

function pickProfileFields(u: Record<string, unknown>) {
  const keys = [
    'name',
    'email',
    'mobile',
    'school',
    'schoolcode',
    'classs',
    'section',
    'city',
    'state',
    'country',
    'role',
    'verified',
  ] as const;
  return Object.fromEntries(keys.map((k) => [k, u[k]]));
}
