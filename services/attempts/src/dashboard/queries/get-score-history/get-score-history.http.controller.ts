import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isMongoId } from 'class-validator';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { answerSchema } from '@exam/common';
import { GetScoreHistoryQuery } from './get-score-history.query';

/** Enough for a readable chart; older completions still count everywhere else. */
export const SCORE_HISTORY_LIMIT = 100;

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('attempts')
export class GetScoreHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('score-history/:userId')
  @ApiOperation({
    summary: "The learner's latest 100 scored completions, oldest first, for the dashboard's chart",
  })
  @ApiOkResponse({
    schema: answerSchema({
      points: {
        type: 'array',
        items: answerSchema({
          quizId: { type: 'string' },
          quizName: { type: 'string' },
          subject: { type: 'string' },
          division: { type: 'string' },
          completedAt: { type: 'string', format: 'date-time' },
          score: { type: 'number' },
          totalQuestions: { type: 'integer' },
          correctAnswers: { type: 'integer' },
          percent: { type: 'number', example: 80 },
        }),
      },
    }),
  })
  get(@Param('userId') userId: string, @CurrentUser() caller: AuthUser) {
    if (!isMongoId(userId)) throw new BadRequestException('Invalid user id');
    assertSelfOrAdmin(caller, userId, 'You can only view your own scores.');
    return this.queries.execute(new GetScoreHistoryQuery(userId, SCORE_HISTORY_LIMIT));
  }
}
