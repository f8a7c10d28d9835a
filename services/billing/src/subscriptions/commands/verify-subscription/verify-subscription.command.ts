import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';

/** The call's fields, plain (the controller hands its validated body over). */
export interface VerifySubscriptionInput {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  userId: string;
  emailPlan?: unknown;
  paidfor?: unknown;
}

export class VerifySubscriptionCommand extends Command<{ message: string; referralCode: string }> {
  constructor(
    readonly input: VerifySubscriptionInput,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
