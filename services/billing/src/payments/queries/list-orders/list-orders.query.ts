import { Query } from '@nestjs/cqrs';
import type { PaymentsPage } from '../admin-list-filter';

/** One old-quiz order (a one-off payment for past weeks) as the console lists it. */
export interface OrderRow {
  id: string;
  userId: string;
  description: string;
  subject: string;
  division: string;
  weeks: number;
  amount: number;
  currency: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
  paymentId: string | null;
}

export class ListOrdersQuery extends Query<{ rows: OrderRow[]; total: number }> {
  constructor(readonly page: PaymentsPage) {
    super();
  }
}
