import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';

/** The call's fields, plain (the controller hands its validated body over). */
export interface CreateSubscriptionInput {
  plan_id: string;
  userId: string;
  total_count: number;
  DivisonAndClass: string;
}

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
    readonly input: CreateSubscriptionInput,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
