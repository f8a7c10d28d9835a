import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertSelfOrAdmin } from '@exam/auth';
import { APP_CONFIG, invalid, notFound, type AppConfig } from '@exam/common';
import { orderSignature, SIGNATURE_MISMATCH, signaturesMatch } from '../../../provider/domain/signatures';
import { OrdersRepository } from '../../persistence/orders.repository';
import { VerifyPaymentCommand, type VerifiedPayment } from './verify-payment.command';

export const PURCHASE_VERIFIED = 'Payment successful! You now have access to the quizzes.';

/** Checks the checkout's order signature, then records the purchase once (a retry or its webhook find it done). */
@CommandHandler(VerifyPaymentCommand)
export class VerifyPaymentHandler implements ICommandHandler<VerifyPaymentCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input, caller }: VerifyPaymentCommand): Promise<VerifiedPayment> {
    const expected = orderSignature(
      input.razorpay_order_id,
      input.razorpay_payment_id,
      this.config.secrets.razorpayKeySecret,
    );
    if (!signaturesMatch(expected, input.razorpay_signature)) throw invalid(SIGNATURE_MISMATCH);
    const order = await this.orders.findById(input.razorpay_order_id);
    if (!order) throw notFound('Order not found');
    assertSelfOrAdmin(caller, order.userId, 'This order belongs to another account.');
    const paid = await this.orders.markPaid(order, input.razorpay_payment_id, caller.userId);
    return { success: true, message: PURCHASE_VERIFIED, orderId: paid._id, status: 'success' };
  }
}
