import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { VerifySubscriptionCommand } from './verify-subscription.command';
import { VerifySubscriptionRequestDto } from './verify-subscription.request.dto';

@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class VerifySubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('aepverify')
  @HttpCode(200)
  @ApiOperation({
    summary: "Verify the checkout's subscription payment and activate it; answers {message, referralCode}",
  })
  verify(@Body() body: VerifySubscriptionRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new VerifySubscriptionCommand(body, caller));
  }
}
