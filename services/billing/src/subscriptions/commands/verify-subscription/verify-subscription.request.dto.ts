import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsMongoId, IsString, Matches, MaxLength } from 'class-validator';
import { SIGNATURE_MISMATCH } from '../../../provider/domain/signatures';

/** What the checkout hands the browser on success, plus the learner app's userId, emailPlan and paidfor. */
export class VerifySubscriptionRequestDto {
  @ApiProperty({ example: 'sub_Q1w2E3r4T5y6U7' })
  @IsString({ message: 'razorpay_subscription_id is required' })
  @Matches(/^sub_[A-Za-z0-9]{14}$/, { message: 'razorpay_subscription_id is not a valid subscription id' })
  razorpay_subscription_id!: string;

  @ApiProperty({ example: 'pay_Q1w2E3r4T5y6U7' })
  @IsString({ message: 'razorpay_payment_id is required' })
  @Matches(/^pay_[A-Za-z0-9]{14}$/, { message: 'razorpay_payment_id is not a valid payment id' })
  razorpay_payment_id!: string;

  @ApiProperty({ description: 'HMAC-SHA256 of payment_id|subscription_id, hex' })
  @IsString({ message: 'razorpay_signature is required' })
  @MaxLength(128, { message: SIGNATURE_MISMATCH })
  razorpay_signature!: string;

  @ApiProperty({ example: '65f1a2b3c4d5e6f7a8b9c0d1' })
  @IsMongoId({ message: 'Invalid user id' })
  userId!: string;

  @ApiPropertyOptional({
    type: String,
    description: 'Accepted and ignored: the plan comes from the subscription itself',
  })
  @Allow()
  emailPlan?: unknown;

  @ApiPropertyOptional({
    type: String,
    description: "Accepted and ignored: the paidfor entry is the plan's own scope",
  })
  @Allow()
  paidfor?: unknown;
}
