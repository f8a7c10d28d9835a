import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema, namedSchema } from '@exam/common';
import { CreateSubscriptionCommand } from './create-subscription.command';
import { CreateSubscriptionRequestDto } from './create-subscription.request.dto';

const str = { type: 'string' } as const;

/** How to open the provider's checkout for a subscription; a 409 'Already Subscribed' carries it as `pending`. */
const SUBSCRIPTION_CHECKOUT = {
  data: answerSchema({ id: { type: 'string', description: 'The provider subscription id (sub_…)' } }),
  key: { type: 'string', description: "The checkout's provider key id" },
  checkoutUrl: { type: 'string', nullable: true, description: 'The local checkout page (no Razorpay keys)' },
  amount: { type: 'number', description: "The plan's price in rupees" },
  currency: str,
} as const;

const CREATED_SUBSCRIPTION = namedSchema(
  'CreatedSubscription',
  answerSchema({ ...SUBSCRIPTION_CHECKOUT, message: str }),
);

@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class CreateSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('aepsubscription')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a provider subscription to a plan; answers {data: {id}, message}' })
  @ApiCreatedResponse({ schema: CREATED_SUBSCRIPTION })
  create(@Body() body: CreateSubscriptionRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new CreateSubscriptionCommand(body, caller));
  }
}
