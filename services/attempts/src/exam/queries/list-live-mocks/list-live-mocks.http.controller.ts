import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@exam/auth';
import { LIVE_MOCKS_VIEW } from './live-mocks.answer-schema';
import { ListLiveMocksQuery } from './list-live-mocks.query';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('editor', 'admin')
@Controller('admin/live-mocks')
export class ListLiveMocksController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'Live mocks with their candidates: joined, in progress, submitted, auto-submitted, and the window',
  })
  @ApiOkResponse({ schema: LIVE_MOCKS_VIEW })
  list() {
    return this.queries.execute(new ListLiveMocksQuery());
  }
}
