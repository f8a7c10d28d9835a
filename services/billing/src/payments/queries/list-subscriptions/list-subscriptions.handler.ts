import { InjectModel } from '@nestjs/mongoose';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Model } from 'mongoose';
import { BILLING } from '../../../billing.constants';
import { refundEligibility } from '../../../refunds/domain/refund-rule';
import { PremiumOpensProjector } from '../../../refunds/projections/premium-opens.projector';
import { Subscription } from '../../../subscriptions/persistence/subscription.schema';
import { ListSubscriptionsQuery, type SubscriptionRow } from './list-subscriptions.query';

/** A page of subscriptions and, in one read for the whole page, their learners' premium opens. */
@QueryHandler(ListSubscriptionsQuery)
export class ListSubscriptionsHandler implements IQueryHandler<ListSubscriptionsQuery> {
  constructor(
    @InjectModel(Subscription.name, BILLING) private readonly subscriptions: Model<Subscription>,
    private readonly opens: PremiumOpensProjector,
  ) {}

  async execute({ page: { where, sort, skip, limit } }: ListSubscriptionsQuery) {
    const [docs, total] = await Promise.all([
      this.subscriptions.find(where).sort(sort).skip(skip).limit(limit).lean().exec(),
      this.subscriptions.countDocuments(where).exec(),
    ]);
    const opened = await this.opens.openedAtOfMany(docs.map((s) => s.userId));
    const now = new Date();
    const rows = docs.map((s): SubscriptionRow => {
      const rule = s.startDate ? refundEligibility(s.startDate, opened.get(s.userId) ?? [], now) : null;
      return {
        id: String(s._id),
        userId: s.userId,
        plan: s.planName,
        division: s.division,
        amount: s.amount,
        currency: s.currency,
        status: s.status,
        createdAt: s.createdAt.toISOString(),
        startDate: s.startDate?.toISOString() ?? null,
        accessUntil: s.accessUntil?.toISOString() ?? null,
        paymentIds: s.paymentIds,
        refundableUntil: rule?.refundableUntil.toISOString() ?? null,
        premiumQuizzesOpened: rule?.premiumQuizzesOpened ?? 0,
        refundEligible: rule?.eligible ?? false,
      };
    });
    return { rows, total };
  }
}
