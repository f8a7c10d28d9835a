import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthUser } from '@exam/auth';
import { DEFAULT_DIVISION, DIVISIONS } from '@exam/contracts';
import { BillingAccountsRepository } from '../../accounts/persistence/billing-accounts.repository';
import { isLiveSubscription } from '../../subscriptions/domain/subscription-lifecycle';
import { SubscriptionsRepository } from '../../subscriptions/persistence/subscriptions.repository';
import { PlansRepository } from '../persistence/plans.repository';
import { PLANS_ANSWER } from './plan.answer-schema';
import { toPlanView } from '../plan.view';

/** The plan cards (spec 2.16). Public; with a token, each plan also says whether the caller already has it. */
@ApiTags('payment')
@Controller('payment')
export class ListPlansController {
  constructor(
    private readonly plans: PlansRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly accounts: BillingAccountsRepository,
  ) {}

  @Public()
  @Get('plans')
  @ApiQuery({ name: 'division', required: false, enum: DIVISIONS })
  @ApiOperation({ summary: "A division's plans with prices, features and save badges" })
  @ApiOkResponse({ schema: PLANS_ANSWER })
  async list(@Query('division') division: unknown, @CurrentUser() caller?: AuthUser) {
    const wanted = division === undefined || division === '' ? DEFAULT_DIVISION : division;
    if (typeof wanted !== 'string' || !(DIVISIONS as readonly string[]).includes(wanted))
      throw new BadRequestException(`Unknown division. Choose one of: ${DIVISIONS.join(', ')}.`);
    const plans = (await this.plans.ofDivision(wanted)).filter((p) => p.active);
    if (!plans.length)
      return { division: wanted, plans: [], message: `No plans are available for ${wanted} yet.` };
    const now = new Date();
    const mine = caller
      ? await this.subscriptions.findMany(await this.accounts.subscriptionIdsOf(caller.userId))
      : [];
    return {
      division: wanted,
      message: 'Select Your Plan',
      plans: plans.map((p) => ({
        ...toPlanView(p),
        alreadySubscribed: mine.some((s) => s.planId === p._id && isLiveSubscription(s, now)),
      })),
    };
  }
}
