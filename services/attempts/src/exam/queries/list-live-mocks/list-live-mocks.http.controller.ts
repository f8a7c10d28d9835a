import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@exam/auth';
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
  list() {
    return this.queries.execute(new ListLiveMocksQuery());
  }
}
