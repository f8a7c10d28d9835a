import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { VerifyPaymentCommand } from './verify-payment.command';
import { VerifyPaymentRequestDto } from './verify-payment.request.dto';

@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class VerifyPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-payment')
  @HttpCode(200)
  @ApiOperation({ summary: "Verify the checkout's order payment and record the old-quiz purchase" })
  verify(@Body() body: VerifyPaymentRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new VerifyPaymentCommand(body, caller));
  }
}
