import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsMongoId, IsNotEmpty, IsString, MaxLength, Min } from 'class-validator';

/** Spec section 7's payload, field names as the learner app sends them (DivisonAndClass included). */
export class CreateSubscriptionRequestDto {
  @ApiProperty({
    description: "The plan card's plan_id (the provider's plan id)",
    example: 'plan_Q1w2E3r4T5y6U7',
  })
  @IsString({ message: 'plan_id is required' })
  @IsNotEmpty({ message: 'plan_id is required' })
  @MaxLength(60)
  plan_id!: string;

  @ApiProperty({ example: '65f1a2b3c4d5e6f7a8b9c0d1' })
  @IsMongoId({ message: 'Invalid user id' })
  userId!: string;

  @ApiProperty({ example: 32, description: "Must equal the plan's total_count" })
  @IsInt({ message: 'total_count must be a whole number' })
  @Min(1, { message: 'total_count must be a whole number' })
  total_count!: number;

  @ApiProperty({ example: 'Abhyudaya-Already passed 12th' })
  @IsString({ message: 'DivisonAndClass is required' })
  @IsNotEmpty({ message: 'DivisonAndClass is required' })
  @MaxLength(100)
  DivisonAndClass!: string;
}
