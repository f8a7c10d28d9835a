import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { UnsubscribeRequestDto } from './unsubscribe.request.dto';

export class UnsubscribeCommand extends Command<{ message: string; accessUntil: string }> {
  constructor(
    readonly input: UnsubscribeRequestDto,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
