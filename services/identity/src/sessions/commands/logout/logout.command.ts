import { Command } from '@nestjs/cqrs';

export class LogoutCommand extends Command<{ message: string }> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}
