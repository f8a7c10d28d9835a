import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '@exam/common';
import type { AdminUserRow } from '../admin-user.view';

export class ListUsersQuery extends Query<{ rows: AdminUserRow[]; total: number }> {
  constructor(readonly list: ListQuery) {
    super();
  }
}
