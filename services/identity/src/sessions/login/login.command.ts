import { Command } from '@nestjs/cqrs';
import type { UserData } from '../../users/user-data';
import type { LoginRequestDto } from './login.request.dto';

export class LoginCommand extends Command<{ user: UserData; token: string }> {
  constructor(readonly input: LoginRequestDto) {
    super();
  }
}
