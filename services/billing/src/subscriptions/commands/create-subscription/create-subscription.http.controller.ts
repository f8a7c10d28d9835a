import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { CreateSubscriptionCommand } from './create-subscription.command';
import { CreateSubscriptionRequestDto } from './create-subscription.request.dto';

@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class CreateSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('aepsubscription')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a provider subscription to a plan; answers {data: {id}, message}' })
  create(@Body() body: CreateSubscriptionRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new CreateSubscriptionCommand(body, caller));
  }
}
