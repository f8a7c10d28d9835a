import { parseListQuery, setListHeaders } from '@exam/common';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { QUEUE_SORTABLE } from '../persistence/report-queue.read-model';
import { GetReportQueueRowQuery } from '../queries/get-report-queue-row/get-report-queue-row.query';
import { ListReportQueueQuery } from '../queries/list-report-queue/list-report-queue.query';
import { REPORT_QUEUE_DETAIL, REPORT_QUEUE_ROW } from './report-queue.answer-schemas';

/** The console's 'Reports' resource: the queue (react-admin list) and one row with its question and reports. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin', 'editor')
@Controller('admin/reports')
export class ReportQueueController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary:
      'The queue: reports grouped by question, reason and status, most reported first (filter: status, reason, quizId, q)',
  })
  @ApiOkResponse({ schema: { type: 'array', items: REPORT_QUEUE_ROW } })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(query, QUEUE_SORTABLE, ['count', 'DESC']);
    const { rows, total } = await this.queries.execute(new ListReportQueueQuery(filter, sort, skip, limit));
    setListHeaders(res, 'reports', skip, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A queue row: the question now (English and Hindi, with its key) and each report',
  })
  @ApiOkResponse({ schema: REPORT_QUEUE_DETAIL })
  one(@Param('id') id: string) {
    return this.queries.execute(new GetReportQueueRowQuery(id));
  }
}
