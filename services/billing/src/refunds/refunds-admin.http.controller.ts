import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { REFUND_WINDOW_HOURS, refundEligibility } from '../domain/refund-rule';
import { SubscriptionsRepository } from '../subscriptions/persistence/subscriptions.repository';
import { PremiumOpensProjector } from './premium-opens.projector';

/**
 * Spec section 9's refund rule, for admins to act on through the provider (nothing is refunded here):
 * active subscriptions within 24 hours of their start with fewer than 5 premium quizzes opened since.
 * filter={"all":true} also lists those in the window that opened 5 or more.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/refunds')
export class RefundsAdminController {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly opens: PremiumOpensProjector,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Subscriptions eligible for a full refund now, with their premium-quiz counts' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const { skip, limit, filter } = parseListQuery(query, ['startDate'], ['startDate', 'DESC']);
    const now = new Date();
    const recent = await this.subscriptions.activeStartedSince(
      new Date(now.getTime() - REFUND_WINDOW_HOURS * 3_600_000),
    );
    const rows = [];
    for (const s of recent) {
      const rule = refundEligibility(s.startDate!, await this.opens.openedAtOf(s.userId), now);
      if (rule.withinWindow && (rule.eligible || filter.all === true))
        rows.push({
          id: s._id,
          subscriptionId: s._id,
          userId: s.userId,
          plan: s.planName,
          amount: s.amount,
          currency: s.currency,
          paymentIds: s.paymentIds,
          startDate: s.startDate!.toISOString(),
          refundableUntil: rule.refundableUntil.toISOString(),
          premiumQuizzesOpened: rule.premiumQuizzesOpened,
          eligible: rule.eligible,
        });
    }
    const page = rows.slice(skip, skip + limit);
    setListHeaders(res, 'refunds', skip, page.length, rows.length);
    return page;
  }
}
