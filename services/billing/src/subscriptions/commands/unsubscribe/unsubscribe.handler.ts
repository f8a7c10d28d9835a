import { conflict, forbidden, notFound } from '@exam/common';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertSelfOrAdmin } from '@exam/auth';
import { ALREADY_CANCELLED, ONLY_ACTIVE_CAN_BE_CANCELLED } from '../../domain/subscription-lifecycle';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../../provider/payment-provider.port';
import { SubscriptionsRepository } from '../../persistence/subscriptions.repository';
import { SubscriptionLifecycle } from '../../subscription-lifecycle.service';
import { UnsubscribeCommand } from './unsubscribe.command';

/** "5 June 2025": dates are shown in en-GB (spec section 9), on the learner's day in India. */
const enGb = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * Cancels at the provider at the cycle's end, then records the cancellation once. Access continues until
 * the next billing date (spec 2.15); the expiry sweep ends it there.
 */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly lifecycle: SubscriptionLifecycle,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async execute({ input, caller }: UnsubscribeCommand) {
    assertSelfOrAdmin(caller, input.userId, 'You can only unsubscribe your own account.');
    const subscription = await this.subscriptions.findById(input.subscriptionId);
    if (!subscription) throw notFound('Subscription not found');
    if (subscription.userId !== input.userId)
      throw forbidden('This subscription belongs to another account.');
    if (subscription.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
    if (subscription.status !== 'active') throw conflict(ONLY_ACTIVE_CAN_BE_CANCELLED);

    try {
      await this.provider.cancelSubscription(subscription._id);
    } catch (e) {
      // Two unsubscribe calls at once: the provider refuses the second; say what really happened.
      const now = await this.subscriptions.findById(subscription._id);
      if (now?.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
      throw e;
    }
    const result = await this.lifecycle.apply(
      subscription._id,
      { kind: 'cancel-requested', at: new Date() },
      { actorId: caller.userId },
    );
    if (result.kind === 'not-found') throw notFound('Subscription not found');
    if (result.kind === 'refused') throw conflict(result.message);
    const accessUntil = result.subscription.accessUntil ?? result.subscription.nextBillingDate ?? new Date();
    return {
      message: `You have unsubscribed. Your access continues until ${enGb.format(accessUntil)}.`,
      accessUntil: accessUntil.toISOString(),
    };
  }
}
