import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { CreateOrderCommand } from './create-order.command';
import { CreateOrderRequestDto } from './create-order.request.dto';

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
  create(@Body() body: CreateOrderRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new CreateOrderCommand(body, caller));
  }
}
