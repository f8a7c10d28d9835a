import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@exam/auth';
import { TOPIC_ANALYSIS } from './topics.answer-schema';
import { GetTopicAnalysisQuery } from '../queries/get-topic-analysis/get-topic-analysis.query';

@ApiTags('learning')
@ApiBearerAuth()
@Controller('learning')
export class TopicsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('topics')
  @ApiOperation({
    summary:
      'Topic analysis: per subject and chapter over the last 30 and 90 days (questions seen, accuracy, average seconds per question, the period before), and the three weakest chapters',
  })
  @ApiOkResponse({ schema: TOPIC_ANALYSIS })
  topics(@CurrentUser() caller: AuthUser) {
    return this.queries.execute(new GetTopicAnalysisQuery(caller.userId));
  }
}
