import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { DIVISIONS } from '@exam/contracts';
import { PLANS_ANSWER } from './plan.answer-schema';
import { ListPlansQuery } from './list-plans.query';

/** The plan cards (spec 2.16). Public; with a token, each plan also says whether the caller already has it. */
@ApiTags('payment')
@Controller('payment')
export class ListPlansController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('plans')
  @ApiQuery({ name: 'division', required: false, enum: DIVISIONS })
  @ApiOperation({ summary: "A division's plans with prices, features and save badges" })
  @ApiOkResponse({ schema: PLANS_ANSWER })
  list(@Query('division') division: unknown, @CurrentUser() caller?: AuthUser) {
    return this.queries.execute(new ListPlansQuery(division, caller));
  }
}
