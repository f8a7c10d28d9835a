import { Command } from '@nestjs/cqrs';
import type { AuthUser } from '@exam/auth';
import type { CreateOrderRequestDto } from './create-order.request.dto';

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
    readonly input: CreateOrderRequestDto,
    readonly caller: AuthUser,
  ) {
    super();
  }
}
