import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema, namedSchema } from '@exam/common';
import { VerifySubscriptionCommand } from './verify-subscription.command';
import { VerifySubscriptionRequestDto } from './verify-subscription.request.dto';

const VERIFIED_SUBSCRIPTION = namedSchema(
  'VerifiedSubscription',
  answerSchema({
    message: { type: 'string' },
    referralCode: { type: 'string', description: "The learner's code" },
  }),
);

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
  @ApiOkResponse({ schema: VERIFIED_SUBSCRIPTION })
  verify(@Body() body: VerifySubscriptionRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new VerifySubscriptionCommand(body, caller));
  }
}
