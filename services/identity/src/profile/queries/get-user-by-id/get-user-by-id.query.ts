import { Query } from '@nestjs/cqrs';
import type { UserProfileView } from './user-profile.view';

export class GetUserByIdQuery extends Query<UserProfileView> {
  constructor(readonly userId: string) {
    super();
  }
}
