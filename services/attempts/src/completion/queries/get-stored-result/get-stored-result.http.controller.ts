import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
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
  @ApiNotFoundResponse({ description: 'The learner has not completed this quiz.' })
  get(@Param('quizId') quizId: string, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(new GetStoredResultQuery(caller.userId, quizId));
  }
}
