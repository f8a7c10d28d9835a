import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { normalizedEmailInput } from '../../../users/email-input';

export class LoginRequestDto {
  @ApiProperty({ example: 'asha.verma@example.com' })
  @Transform(normalizedEmailInput)
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @Matches(/@/, { message: 'Invalid Email. Please enter a valid email address.' })
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(128)
  password!: string;

  @ApiProperty({ description: 'A UUID the browser generated and keeps' })
  @IsString()
  @IsNotEmpty({ message: 'uniqueBrowserId is required' })
  @MaxLength(100)
  uniqueBrowserId!: string;

  @ApiPropertyOptional({ description: 'Log out the other browser and log in here' })
  @IsOptional()
  @IsBoolean()
  forceLogin?: boolean;
}
