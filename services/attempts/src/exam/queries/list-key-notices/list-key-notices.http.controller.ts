import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { answerSchema, namedSchema } from '@exam/common';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { ListKeyNoticesQuery } from './list-key-notices.query';

const PLACING = answerSchema({
  score: { type: 'number' },
  rank: { type: 'integer' },
  percentile: { type: 'number' },
});

/** One line: a live mock's final key moved the learner's placing. */
const KEY_NOTICE = namedSchema(
  'KeyNotice',
  answerSchema({
    quizId: { type: 'string' },
    quizName: { type: 'string' },
    publishedAt: { type: 'string', format: 'date-time' },
    before: PLACING,
    after: PLACING,
    candidates: { type: 'integer' },
    bonus: {
      type: 'array',
      items: { type: 'integer' },
      description: 'Dropped questions given full marks (0-based)',
    },
  }),
);

/** The dashboard's lines about live mocks whose final key changed the learner's score or rank (issue 33). */
@ApiTags('exams')
@ApiBearerAuth()
@Controller('exams')
export class KeyNoticesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('key-notices')
  @ApiOperation({
    summary:
      "Live mocks whose final key changed the learner's score or rank: before and after (score, rank, percentile) and the dropped questions given as bonus (0-based), newest first",
  })
  @ApiOkResponse({ schema: { type: 'array', items: KEY_NOTICE } })
  notices(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new ListKeyNoticesQuery(user.userId));
  }
}
