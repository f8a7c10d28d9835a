import { Command } from '@nestjs/cqrs';

export class VerifyEmailCommand extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly otp: string,
  ) {
    super();
  }
}
