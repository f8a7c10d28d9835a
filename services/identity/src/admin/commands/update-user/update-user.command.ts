import { Command } from '@nestjs/cqrs';
import type { Role } from '@exam/contracts';

/** An admin changes a user's role or disables the account (counts from the user's next call). */
export class UpdateUserCommand extends Command<{ id: string; role: Role; disabled: boolean }> {
  constructor(
    readonly userId: string,
    readonly changes: { role?: Role; disabled?: boolean },
    readonly adminId: string,
  ) {
    super();
  }
}
