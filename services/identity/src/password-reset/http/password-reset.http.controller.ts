import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Public } from '@exam/auth';
import { MESSAGE_ANSWER } from '@exam/common';
import { normalizedEmailInput } from '../../users/email-input';
import { ForgotPasswordCommand } from '../commands/forgot-password/forgot-password.command';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command';

export class ForgotPasswordRequestDto {
  @ApiProperty()
  @Transform(normalizedEmailInput)
  @IsString({ message: 'Email must be filled' })
  @IsNotEmpty({ message: 'Email must be filled' })
  email!: string;
}

export class ResetPasswordRequestDto {
  @ApiProperty()
  @Transform(normalizedEmailInput)
  @IsString({ message: 'Every input field must be filled' })
  @IsNotEmpty({ message: 'Every input field must be filled' })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Every input field must be filled' })
  @IsNotEmpty({ message: 'Every input field must be filled' })
  @Matches(/^\d{1,6}$/, { message: 'Invalid OTP' })
  otp!: string;

  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'Every input field must be filled' })
  @IsNotEmpty({ message: 'Every input field must be filled' })
  @MinLength(6, { message: 'Password must be at least 6 characters long' })
  @MaxLength(128)
  newpassword!: string;
}

@ApiTags('users')
@Controller('users')
export class PasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('forgotpassword')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a password reset code' })
  @ApiOkResponse({ schema: MESSAGE_ANSWER })
  forgot(@Body() body: ForgotPasswordRequestDto) {
    return this.commands.execute(new ForgotPasswordCommand(body.email));
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('resetpassword')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the mailed code' })
  @ApiOkResponse({ schema: MESSAGE_ANSWER })
  reset(@Body() body: ResetPasswordRequestDto) {
    return this.commands.execute(new ResetPasswordCommand(body.email, body.otp, body.newpassword));
  }
}
