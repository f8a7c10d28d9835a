import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserLoggedOut } from '@exam/contracts';
import { UsersRepository } from '../../../users/persistence/users.repository';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(private readonly users: UsersRepository) {}

  /** Ends the caller's session only: a stale logout cannot end a newer session of the same user. */
  async execute({ userId, sessionId }: LogoutCommand) {
    const user = await this.users.findById(userId);
    if (user) {
      await this.users.change(
        user,
        { expectPaths: [{ path: 'session.sessionId', value: sessionId }], set: { session: null } },
        [UserLoggedOut.create(userId, { userId, sessionId }, { actorId: userId })],
      );
    }
    return { message: 'Logged out successfully' };
  }
}
