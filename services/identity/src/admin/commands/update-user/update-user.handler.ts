import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isValidObjectId } from 'mongoose';
import { invalid, notFound } from '@exam/common';
import { UserLoggedOut, UserProfileUpdated } from '@exam/contracts';
import { UsersRepository } from '../../../users/persistence/users.repository';
import { UpdateUserCommand } from './update-user.command';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(private readonly users: UsersRepository) {}

  async execute({ userId: id, changes, adminId }: UpdateUserCommand) {
    if (!isValidObjectId(id)) throw invalid('Invalid user id');
    if (changes.role === undefined && changes.disabled === undefined)
      throw invalid('Give a role or disabled to change.');
    const user = await this.users.findById(id);
    if (!user) throw notFound('User not found');
    const self = user.id === adminId;
    if (self && changes.role !== undefined && changes.role !== 'admin')
      throw invalid('You cannot remove your own admin role.');
    if (self && changes.disabled) throw invalid('You cannot disable your own account.');
    const role = changes.role ?? user.role;
    const disabled = changes.disabled ?? user.disabled === true;
    const events = [];
    if (role !== user.role)
      events.push(
        UserProfileUpdated.create(
          id,
          { userId: id, schoolcode: user.schoolcode, className: user.classs, section: user.section, role },
          { actorId: adminId },
        ),
      );
    // Disabling ends the live session too, so services that follow identity's events refuse it as well.
    if (disabled && user.session)
      events.push(
        UserLoggedOut.create(id, { userId: id, sessionId: user.session.sessionId }, { actorId: adminId }),
      );
    await this.users.change(
      user,
      { set: { role, disabled, ...(disabled ? { session: null } : {}) } },
      events,
    );
    return { id, role, disabled };
  }
}
