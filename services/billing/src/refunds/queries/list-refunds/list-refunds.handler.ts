import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SubscriptionsRepository } from '../../../subscriptions/persistence/subscriptions.repository';
import { REFUND_WINDOW_HOURS, refundEligibility } from '../../domain/refund-rule';
import { PremiumOpensProjector } from '../../projections/premium-opens.projector';
import { ListRefundsQuery, type RefundRow } from './list-refunds.query';

/** Refunds made that the list shows (the newest). */
const REFUNDED_SHOWN = 100;

/**
 * Spec section 9's refund rule: active subscriptions within 24 hours of their start with fewer than 5
 * premium quizzes opened since; `all` also lists those in the window that opened 5 or more. Refunds the
 * platform made itself (a second subscription to a plan already active) come first.
 */
@QueryHandler(ListRefundsQuery)
export class ListRefundsHandler implements IQueryHandler<ListRefundsQuery> {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly opens: PremiumOpensProjector,
  ) {}

  async execute({ all, skip, limit }: ListRefundsQuery) {
    const now = new Date();
    const recent = await this.subscriptions.activeStartedSince(
      new Date(now.getTime() - REFUND_WINDOW_HOURS * 3_600_000),
    );
    const opened = await this.opens.openedAtOfMany(recent.map((s) => s.userId));
    const rows: RefundRow[] = [];
    for (const s of recent) {
      const rule = refundEligibility(s.startDate!, opened.get(s.userId) ?? [], now);
      if (rule.withinWindow && (rule.eligible || all))
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
    const refunded = (await this.subscriptions.refunded(REFUNDED_SHOWN)).map((s): RefundRow => ({
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
    return { rows: rows.slice(skip, skip + limit), total: rows.length };
  }
}
