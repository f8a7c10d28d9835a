import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { VerifyPaymentRequestDto } from './verify-payment.request.dto';

export interface VerifiedPayment {
  success: true;
  message: string;
  orderId: string;
  status: 'success';
}

export class VerifyPaymentCommand extends Command<VerifiedPayment> {
  constructor(
    readonly input: VerifyPaymentRequestDto,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
