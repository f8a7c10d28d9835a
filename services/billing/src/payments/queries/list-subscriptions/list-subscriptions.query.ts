import { Query } from '@nestjs/cqrs';
import type { PaymentsPage } from '../admin-list-filter';

/** One subscription row of the console, with spec section 9's refund rule as it stands now. */
export interface SubscriptionRow {
  id: string;
  userId: string;
  plan: string;
  division: string;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
  startDate: string | null;
  accessUntil: string | null;
  paymentIds: string[];
  refundableUntil: string | null;
  premiumQuizzesOpened: number;
  refundEligible: boolean;
}

export class ListSubscriptionsQuery extends Query<{ rows: SubscriptionRow[]; total: number }> {
  constructor(readonly page: PaymentsPage) {
    super();
  }
}
