import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '@exam/auth';
import { BILLING_OVERVIEW } from './billing-overview.answer-schema';
import { GetBillingOverviewQuery } from './get-billing-overview.query';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/billing')
export class GetBillingOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get('overview')
  @ApiOperation({
    summary: 'Active subscriptions, and revenue (rupees) per week over the last 12 weeks',
  })
  @ApiOkResponse({ schema: BILLING_OVERVIEW })
  overview() {
    return this.queries.execute(new GetBillingOverviewQuery());
  }
}
