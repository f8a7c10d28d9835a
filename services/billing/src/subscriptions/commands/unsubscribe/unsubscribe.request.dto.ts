import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId, IsString, Matches } from 'class-validator';

export class UnsubscribeRequestDto {
  @ApiProperty({ example: 'sub_Q1w2E3r4T5y6U7' })
  @IsString({ message: 'subscriptionId is required' })
  @Matches(/^sub_[A-Za-z0-9]{14}$/, { message: 'subscriptionId is not a valid subscription id' })
  subscriptionId!: string;

  @ApiProperty({ example: '65f1a2b3c4d5e6f7a8b9c0d1' })
  @IsMongoId({ message: 'Invalid user id' })
  userId!: string;
}
