import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { StoreTimeSpentCommand, type TimeSpentMode } from './store-time-spent.command';
import { StoreTimeSpentRequestDto } from './store-time-spent.request.dto';

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('users')
export class StoreTimeSpentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('storeTimeSpent')
  @HttpCode(200)
  @ApiOperation({ summary: 'Store the seconds spent per question on a quiz' })
  storeTimeSpent(@Body() body: StoreTimeSpentRequestDto, @CurrentUser() caller: AuthUser) {
    return this.store('attempt', body, caller);
  }

  @Post('storeReattemptTimeSpent')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Store the seconds spent per question in a practice reattempt (never counted in results)',
  })
  storeReattemptTimeSpent(@Body() body: StoreTimeSpentRequestDto, @CurrentUser() caller: AuthUser) {
    return this.store('reattempt', body, caller);
  }

  private store(mode: TimeSpentMode, body: StoreTimeSpentRequestDto, caller: AuthUser) {
    assertSelfOrAdmin(caller, body.userId);
    const input = {
      userId: body.userId,
      quizId: body.quizId,
      durations: body.durations,
      startedAt: body.quizStartTime ? new Date(body.quizStartTime) : null,
      endedAt: body.quizEndTime ? new Date(body.quizEndTime) : null,
      actorRole: caller.role,
    };
    return this.commands.execute(new StoreTimeSpentCommand(mode, input, caller.userId));
  }
}
