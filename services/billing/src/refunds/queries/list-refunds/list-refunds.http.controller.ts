import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { ListRefundsQuery } from './list-refunds.query';
import { REFUND_ROW } from './refund-row.answer-schema';

/**
 * Spec section 9's refund rule, for admins to act on through the provider (nothing is refunded here):
 * active subscriptions within 24 hours of their start with fewer than 5 premium quizzes opened since.
 * filter={"all":true} also lists those in the window that opened 5 or more. Refunds the platform made itself
 * (a second subscription to a plan already active) come first, with `refunded: true` and the reason.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/refunds')
export class RefundsAdminController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Subscriptions eligible for a full refund now, with their premium-quiz counts' })
  @ApiOkResponse({ schema: { type: 'array', items: REFUND_ROW } })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, filter } = parseListQuery(query, ['startDate'], ['startDate', 'DESC']);
    const { rows, total } = await this.queries.execute(
      new ListRefundsQuery(filter.all === true, skip, limit),
    );
    setListHeaders(res, 'refunds', skip, rows.length, total);
    return rows;
  }
}
