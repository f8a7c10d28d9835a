import { Command } from '@nestjs/cqrs';

export class ResetPasswordCommand extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly otp: string,
    readonly newPassword: string,
  ) {
    super();
  }
}
