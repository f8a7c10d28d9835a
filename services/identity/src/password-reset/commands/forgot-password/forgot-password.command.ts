import { Command } from '@nestjs/cqrs';

export class ForgotPasswordCommand extends Command<{ message: string }> {
  constructor(readonly email: string) {
    super();
  }
}
