import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '@exam/auth';
import { VerifyEmailCommand } from './verify-email.command';
import { VerifyEmailRequestDto } from './verify-email.request.dto';

@ApiTags('users')
@Controller('users')
export class VerifyEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('verificationcheck')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify the account with the mailed code (at most 5 wrong codes)' })
  verify(@Body() body: VerifyEmailRequestDto) {
    return this.commands.execute(new VerifyEmailCommand(body.email, body.otp));
  }
}
