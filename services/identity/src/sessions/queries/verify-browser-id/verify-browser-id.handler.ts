import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../../../users/persistence/users.repository';
import { VerifyBrowserIdQuery } from './verify-browser-id.query';

@QueryHandler(VerifyBrowserIdQuery)
export class VerifyBrowserIdHandler implements IQueryHandler<VerifyBrowserIdQuery> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ userId, browserId }: VerifyBrowserIdQuery) {
    const session = (await this.users.findById(userId))?.session;
    const match = !!session && session.browserId === browserId && session.expiresAt.getTime() > Date.now();
    return { match };
  }
}
