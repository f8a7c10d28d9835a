import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { answerSchema } from '@exam/common';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { ATTEMPT_RESULT } from '../../http/attempt-result.answer-schema';
import { GetStoredResultQuery } from './get-stored-result.query';

@ApiTags('attempts')
@ApiBearerAuth()
@Controller('attempts')
export class GetStoredResultController {
  constructor(private readonly queries: QueryBus) {}

  @Get('result/:quizId')
  @ApiOperation({
    summary: "The signed-in learner's latest stored result on a quiz",
    description:
      'As stored now: after an answer-key correction, the re-scored result. The result screen prefers it to ' +
      'the completequiz answer it was opened with.',
  })
  @ApiOkResponse({
    schema: answerSchema({
      quizId: { type: 'string' },
      attemptId: { type: 'string' },
      quizName: { type: 'string' },
      result: ATTEMPT_RESULT,
      statuses: {
        type: 'array',
        items: { type: 'integer', enum: [1, 0, -1] },
        description: 'Per question: 1 right, 0 wrong, -1 not attempted',
      },
      ranked: { type: 'boolean' },
      completedAt: { type: 'string', format: 'date-time' },
    }),
  })
  @ApiNotFoundResponse({ description: 'The learner has not completed this quiz.' })
  get(@Param('quizId') quizId: string, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(new GetStoredResultQuery(caller.userId, quizId));
  }
}
