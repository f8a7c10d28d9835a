import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@exam/auth';
import { ATTEMPTS_OVERVIEW } from './attempts-overview.answer-schema';
import { GetAttemptsOverviewQuery } from './get-overview.query';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/attempts')
export class GetAttemptsOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('overview')
  @ApiOperation({
    summary:
      'Attempts and completions today and per day over the last 30 days; the 5 most taken quizzes and the 5 with the lowest average score',
  })
  @ApiOkResponse({ schema: ATTEMPTS_OVERVIEW })
  get() {
    return this.queries.execute(new GetAttemptsOverviewQuery(new Date()));
  }
}
