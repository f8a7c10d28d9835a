import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema } from '@exam/common';
import { VerifyPaymentCommand } from './verify-payment.command';
import { VerifyPaymentRequestDto } from './verify-payment.request.dto';

const VERIFIED_PAYMENT = answerSchema({
  success: { type: 'boolean', enum: [true] },
  message: { type: 'string' },
  orderId: { type: 'string' },
  status: { type: 'string', enum: ['success'] },
});

@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class VerifyPaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verify-payment')
  @HttpCode(200)
  @ApiOperation({ summary: "Verify the checkout's order payment and record the old-quiz purchase" })
  @ApiOkResponse({ schema: VERIFIED_PAYMENT })
  verify(@Body() body: VerifyPaymentRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new VerifyPaymentCommand(body, caller));
  }
}
