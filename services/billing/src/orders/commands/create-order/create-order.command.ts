import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';

/** The call's fields, plain (the controller hands its validated body over). */
export interface CreateOrderInput {
  subject: string;
  className: string;
  division: string;
  from: string;
  to: string;
  weeks: number;
  amount: number;
}

export interface CreatedOrder {
  /** In paise, as the provider's order says and its checkout takes. */
  amount: number;
  currency: string;
  id: string;
  amountInRupees: number;
  weeks: number;
  description: string;
  key: string;
  checkoutUrl: string | null;
}

export class CreateOrderCommand extends Command<CreatedOrder> {
  constructor(
    readonly input: CreateOrderInput,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
