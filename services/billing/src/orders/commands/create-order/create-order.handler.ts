import { invalid } from '@exam/common';
import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CURRENCY, PAISE_PER_RUPEE } from '../../../billing.constants';
import { PLAN_SCOPES, scopeOf } from '../../../plans/domain/plans';
import { priceOldQuizPeriod, todayInIndia } from '../../domain/weeks-and-price';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../../provider/payment-provider.port';
import { PremiumQuizCalendarProjector } from '../../../quiz-calendar/projections/premium-quiz-calendar.projector';
import { OrdersRepository } from '../../persistence/orders.repository';
import { CreateOrderCommand, type CreatedOrder } from './create-order.command';

export const noQuizzesInWindow = (subject: string, from: string, to: string) =>
  `There are no premium ${subject} quizzes from ${from} to ${to}. Please choose other dates.`;

/** Prices the period on the server (spec section 9), refuses a request that says otherwise, then orders. */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly calendar: PremiumQuizCalendarProjector,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ input, caller }: CreateOrderCommand): Promise<CreatedOrder> {
    const scope = scopeOf(input.division, input.className);
    if (!PLAN_SCOPES.includes(scope))
      throw invalid(`Old quizzes can be bought for ${PLAN_SCOPES.join(', ')} only.`);
    const period = priceOldQuizPeriod(input.from, input.to, todayInIndia(new Date()));
    if (!period.ok) throw invalid(period.message);
    if (input.weeks !== period.weeks || input.amount !== period.amount)
      throw invalid(
        `The price for ${input.from} to ${input.to} is ₹${period.amount} for ${period.weeks} week(s), ` +
          `not ₹${input.amount} for ${input.weeks} week(s).`,
      );

    const premium = await this.calendar.countPremium(input.subject, input.division, input.from, input.to);
    // Nothing to open: charging for the window would sell nothing.
    if (premium === 0) throw invalid(noQuizzesInWindow(input.subject, input.from, input.to));
    const description = `access to ${premium} premium quizzes in the subject`;
    const receipt = `oq_${Date.now().toString(36)}_${randomBytes(6).toString('hex')}`;
    const amountPaise = period.amount * PAISE_PER_RUPEE;
    const order = await this.provider.createOrder({
      amountPaise,
      currency: CURRENCY,
      receipt,
      notes: { userId: caller.userId, subject: input.subject, from: input.from, to: input.to },
      description,
    });
    await this.orders.create({
      _id: order.id,
      userId: caller.userId,
      subject: input.subject,
      className: input.className,
      division: input.division,
      from: input.from,
      to: input.to,
      weeks: period.weeks,
      amount: period.amount,
      amountPaise,
      currency: CURRENCY,
      receipt,
      description,
      status: 'created',
      paymentId: null,
      paidAt: null,
      failedPayments: [],
    });
    return {
      amount: order.amount,
      currency: order.currency,
      id: order.id,
      amountInRupees: period.amount,
      weeks: period.weeks,
      description,
      key: this.provider.keyId,
      checkoutUrl: this.provider.checkoutUrl(order.id),
    };
  }
}
