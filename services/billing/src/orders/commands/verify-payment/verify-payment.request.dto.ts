import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { SIGNATURE_MISMATCH } from '../../../provider/domain/signatures';

/** What the checkout hands the browser after paying an order. */
export class VerifyPaymentRequestDto {
  @ApiProperty({ example: 'order_Q1w2E3r4T5y6U7' })
  @IsString({ message: 'razorpay_order_id is required' })
  @Matches(/^order_[A-Za-z0-9]{14}$/, { message: 'razorpay_order_id is not a valid order id' })
  razorpay_order_id!: string;

  @ApiProperty({ example: 'pay_Q1w2E3r4T5y6U7' })
  @IsString({ message: 'razorpay_payment_id is required' })
  @Matches(/^pay_[A-Za-z0-9]{14}$/, { message: 'razorpay_payment_id is not a valid payment id' })
  razorpay_payment_id!: string;

  @ApiProperty({ description: 'HMAC-SHA256 of order_id|payment_id, hex' })
  @IsString({ message: 'razorpay_signature is required' })
  @MaxLength(128, { message: SIGNATURE_MISMATCH })
  razorpay_signature!: string;
}
