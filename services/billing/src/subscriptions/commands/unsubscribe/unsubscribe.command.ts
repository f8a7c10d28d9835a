import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';

/** The call's fields, plain (the controller hands its validated body over). */
export interface UnsubscribeInput {
  subscriptionId: string;
  userId: string;
}

export class UnsubscribeCommand extends Command<{ message: string; accessUntil: string }> {
  constructor(
    readonly input: UnsubscribeInput,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
