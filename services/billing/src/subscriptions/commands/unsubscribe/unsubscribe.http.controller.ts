import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema } from '@exam/common';
import { UnsubscribeCommand } from './unsubscribe.command';
import { UnsubscribeRequestDto } from './unsubscribe.request.dto';

const UNSUBSCRIBED = answerSchema({
  message: { type: 'string' },
  accessUntil: { type: 'string', format: 'date-time', description: 'Access continues until then' },
});

@ApiTags('payment')
@ApiBearerAuth()
@Controller('payment')
export class UnsubscribeController {
  constructor(private readonly commands: CommandBus) {}

  @ApiOkResponse({ schema: UNSUBSCRIBED })
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel an active subscription at the end of its cycle; access continues until then',
  })
  unsubscribe(@Body() body: UnsubscribeRequestDto, @CurrentUser() caller: AuthUser) {
    return this.commands.execute(new UnsubscribeCommand(body, caller));
  }
}
