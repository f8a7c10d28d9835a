import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { CreateSubscriptionRequestDto } from './create-subscription.request.dto';

export interface CreatedSubscription {
  data: { id: string };
  message: string;
  /** For the checkout widget: the key id, and the hosted page when this server hosts it (local checkout). */
  key: string;
  checkoutUrl: string | null;
  amount: number;
  currency: string;
}

export class CreateSubscriptionCommand extends Command<CreatedSubscription> {
  constructor(
    readonly input: CreateSubscriptionRequestDto,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
