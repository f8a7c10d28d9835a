import { Command } from '@nestjs/cqrs';
import type { RegisterUserRequestDto } from './register-user.request.dto';

export class RegisterUserCommand extends Command<{ message: string; email: string }> {
  constructor(readonly input: RegisterUserRequestDto) {
    super();
  }
}
