import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { VerifySubscriptionRequestDto } from './verify-subscription.request.dto';

export class VerifySubscriptionCommand extends Command<{ message: string; referralCode: string }> {
  constructor(
    readonly input: VerifySubscriptionRequestDto,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
