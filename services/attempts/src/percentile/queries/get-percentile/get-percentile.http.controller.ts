import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { answerSchema } from '@exam/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isMongoId } from 'class-validator';
import { assertSelfOrAdmin, CurrentUser, type AuthUser } from '@exam/auth';
import { GetPercentileQuery } from './get-percentile.query';

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('users')
export class GetPercentileController {
  constructor(private readonly queries: QueryBus) {}

  @Get('percentile/:quizName/:userId')
  @ApiOperation({
    summary: "The learner's percentile on a quiz, from their first (ranked) completion",
    description:
      "percentile = 100 × (candidates whose ranked score ≤ the learner's) / candidates, truncated to two decimals. " +
      'A learner who has not completed the quiz gets 200 with eligible: false, percentile: null and a message: ' +
      'this answer is where the results screen learns whether to offer Calculate Percentile.',
  })
  @ApiOkResponse({
    schema: {
      oneOf: [
        answerSchema({
          eligible: { type: 'boolean', enum: [true] },
          percentile: { type: 'number', example: 87.5 },
          candidates: { type: 'integer', example: 1240 },
        }),
        answerSchema({
          eligible: { type: 'boolean', enum: [false] },
          percentile: { type: 'number', nullable: true, example: null },
          candidates: { type: 'integer', example: 1240 },
          message: { type: 'string', example: 'Complete this quiz to see your percentile.' },
        }),
      ],
    },
  })
  @ApiNotFoundResponse({
    description: 'No quiz has this name: {"statusCode": 404, "message": "Quiz not found."}',
  })
  get(@Param('quizName') quizName: string, @Param('userId') userId: string, @CurrentUser() caller: AuthUser) {
    if (!isMongoId(userId)) throw new BadRequestException('Invalid user id');
    assertSelfOrAdmin(caller, userId, 'You can only view your own percentile.');
    return this.queries.execute(new GetPercentileQuery(quizName, userId));
  }
}
