import { Query } from '@nestjs/cqrs';
import type { AdminUserRow } from '../admin-user.view';

export class GetUserQuery extends Query<AdminUserRow> {
  constructor(readonly userId: string) {
    super();
  }
}
