import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';

/** The call's fields, plain (the controller hands its validated body over). */
export interface VerifyPaymentInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface VerifiedPayment {
  success: true;
  message: string;
  orderId: string;
  status: 'success';
}

export class VerifyPaymentCommand extends Command<VerifiedPayment> {
  constructor(
    readonly input: VerifyPaymentInput,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
