import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { paymentsWhereOf } from '../admin-list-filter';
import { ListSubscriptionsQuery } from './list-subscriptions.query';

/** Subscriptions for admins, each with spec section 9's refund rule as it stands now. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/subscriptions')
export class ListSubscriptionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'List subscriptions; filter status, userId, from, to; refund eligibility per row',
  })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(
      query,
      ['createdAt', 'startDate', 'amount'],
      ['createdAt', 'DESC'],
    );
    const page = { where: paymentsWhereOf(filter), skip, limit, sort };
    const { rows, total } = await this.queries.execute(new ListSubscriptionsQuery(page));
    setListHeaders(res, 'subscriptions', skip, rows.length, total);
    return rows;
  }
}
