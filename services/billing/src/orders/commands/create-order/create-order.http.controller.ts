import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema, namedSchema } from '@exam/common';
import { CreateOrderCommand } from './create-order.command';
import { CreateOrderRequestDto } from './create-order.request.dto';

const str = { type: 'string' } as const;

const CREATED_ORDER = namedSchema(
  'CreatedOrder',
  answerSchema({
    amount: { type: 'number', description: "Paise, as the provider's order says" },
    currency: str,
    id: { type: 'string', description: 'The provider order id (order_…)' },
    amountInRupees: { type: 'number' },
    weeks: { type: 'integer' },
    description: str,
    key: { type: 'string', description: "The checkout's provider key id" },
    checkoutUrl: {
      type: 'string',
      nullable: true,
      description: 'The local checkout page (no Razorpay keys)',
    },
  }),
);

@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class CreateOrderController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-order')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Order old quizzes of a subject for a period; answers {amount (paise), currency, id}',
  })
  @ApiCreatedResponse({ schema: CREATED_ORDER })
  create(@Body() body: CreateOrderRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new CreateOrderCommand(body, caller));
  }
}
