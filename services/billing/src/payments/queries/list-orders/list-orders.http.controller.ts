import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { paymentsWhereOf } from '../admin-list-filter';
import { ListOrdersQuery } from './list-orders.query';

/** Old-quiz orders for admins (one-off payments for past weeks). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/orders')
export class ListOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'List old-quiz orders; filter status (created, success), userId, from, to' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, sort, filter } = parseListQuery(
      query,
      ['createdAt', 'paidAt', 'amount'],
      ['createdAt', 'DESC'],
    );
    const page = { where: paymentsWhereOf(filter), skip, limit, sort };
    const { rows, total } = await this.queries.execute(new ListOrdersQuery(page));
    setListHeaders(res, 'orders', skip, rows.length, total);
    return rows;
  }
}
