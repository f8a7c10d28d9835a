import { Query } from '@nestjs/cqrs';

/** A row of the console's refunds list: a subscription refundable now, or a refund the platform made. */
export interface RefundRow {
  id: string;
  subscriptionId: string;
  userId: string;
  plan: string;
  amount: number;
  currency: string;
  paymentIds: string[];
  startDate: string | null;
  refundableUntil: string | null;
  premiumQuizzesOpened: number;
  eligible: boolean;
  refunded: boolean;
  refundedAt: string | null;
  refundId: string | null;
  refundError: string | null;
  reason: string | null;
}

/** A page of refunds made, then of subscriptions in their refund window (the ineligible too with `all`). */
export class ListRefundsQuery extends Query<{ rows: RefundRow[]; total: number }> {
  constructor(
    readonly all: boolean,
    readonly skip: number,
    readonly limit: number,
  ) {
    super();
  }
}
