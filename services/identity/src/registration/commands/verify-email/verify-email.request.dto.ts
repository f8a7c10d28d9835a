import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { normalizedEmailInput } from '../../../users/email-input';

export class VerifyEmailRequestDto {
  @ApiProperty({ example: '042917', description: 'Digits only, at most 6' })
  @IsString({ message: 'Please enter the OTP.' })
  @IsNotEmpty({ message: 'Please enter the OTP.' })
  @Matches(/^\d{1,6}$/, { message: 'Invalid OTP. Please try again.' })
  otp!: string;

  @ApiProperty({ example: 'asha.verma@example.com' })
  @Transform(normalizedEmailInput)
  @IsString({ message: 'Email not found. Please register again.' })
  @IsNotEmpty({ message: 'Email not found. Please register again.' })
  email!: string;
}
