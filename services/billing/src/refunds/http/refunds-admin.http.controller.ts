import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '@exam/auth';
import { parseListQuery, setListHeaders } from '@exam/common';
import { REFUND_WINDOW_HOURS, refundEligibility } from '../domain/refund-rule';
import { SubscriptionsRepository } from '../../subscriptions/persistence/subscriptions.repository';
import { PremiumOpensProjector } from '../projections/premium-opens.projector';

/** Refunds made that the list shows (the newest). */
const REFUNDED_SHOWN = 100;

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
    const opened = await this.opens.openedAtOfMany(recent.map((s) => s.userId));
    const rows: Array<Record<string, unknown>> = [];
    for (const s of recent) {
      const rule = refundEligibility(s.startDate!, opened.get(s.userId) ?? [], now);
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
          refunded: false,
          refundedAt: null,
          refundId: null,
          refundError: null,
          reason: null,
        });
    }
    // Refunds made: second subscriptions to a plan already active, refused and refunded (issue 35).
    const refunded = (await this.subscriptions.refunded(REFUNDED_SHOWN)).map((s) => ({
      id: s._id,
      subscriptionId: s._id,
      userId: s.userId,
      plan: s.planName,
      amount: s.refund!.amount,
      currency: s.currency,
      paymentIds: s.paymentIds,
      startDate: null,
      refundableUntil: null,
      premiumQuizzesOpened: 0,
      eligible: false,
      refunded: true,
      refundedAt: s.refund!.requestedAt.toISOString(),
      refundId: s.refund!.refundId,
      refundError: s.refund!.error,
      reason: s.refund!.reason,
    }));
    rows.unshift(...refunded);
    const page = rows.slice(skip, skip + limit);
    setListHeaders(res, 'refunds', skip, page.length, rows.length);
    return page;
  }
}
