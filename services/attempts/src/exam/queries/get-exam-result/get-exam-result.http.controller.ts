import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { examQuizId } from '../../http/exam-http';
import { GetExamResultQuery } from './get-exam-result.query';

@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class GetExamResultController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':quizId/result')
  @ApiOperation({
    summary:
      "The learner's exam result: score with negative marks, sections, rank 'N of M', percentile, topper, average, top 10, per question",
    description:
      'For a live mock, `released` is false until its window closes (then `releaseAt` says when), and nothing but ' +
      'the submission is told. `rank` is null for a moment after submitting, until the standings include it. ' +
      'The leaderboard shows display names only.',
  })
  @ApiOkResponse({
    schema: {
      type: 'object',
      properties: {
        released: { type: 'boolean' },
        releaseAt: { type: 'string', format: 'date-time', nullable: true },
        result: { type: 'object' },
        sections: { type: 'array', items: { type: 'object' } },
        insights: {
          type: 'object',
          description:
            'Accuracy per confidence tag (byTag), disagreements and the negative-marking whatIf (issue 32)',
        },
        rank: {
          type: 'object',
          nullable: true,
          properties: {
            rank: { type: 'integer' },
            candidates: { type: 'integer' },
            percentile: { type: 'number' },
          },
        },
        topScore: { type: 'number', nullable: true },
        averageScore: { type: 'number', nullable: true },
        leaderboard: { type: 'array', items: { type: 'object' } },
        questions: { type: 'array', items: { type: 'object' } },
      },
    },
  })
  @ApiNotFoundResponse({ description: 'The learner has not sat this exam.' })
  @ApiConflictResponse({ description: "The session is still open (reason 'open')." })
  get(@Param('quizId') quizId: string, @CurrentUser() caller: AuthUser) {
    return this.queries.execute(new GetExamResultQuery(caller.userId, examQuizId(quizId)));
  }
}
