import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertSelfOrAdmin } from '@exam/auth';
import { APP_CONFIG, DomainError, forbidden, invalid, notFound, type AppConfig } from '@exam/common';
import { BillingAccountsRepository } from '../../../accounts/persistence/billing-accounts.repository';
import {
  SIGNATURE_MISMATCH,
  signaturesMatch,
  subscriptionSignature,
} from '../../../provider/domain/signatures';
import { SubscriptionsRepository } from '../../persistence/subscriptions.repository';
import { SubscriptionLifecycle } from '../../subscription-lifecycle.service';
import { VerifySubscriptionCommand } from './verify-subscription.command';

export const SUBSCRIPTION_VERIFIED = 'Payment verified successfully. Your subscription is now active.';
/** A second paid subscription to a plan already live (issue 35): refused, cancelled and refunded. */
export const alreadySubscribed = (plan: string) =>
  `Already Subscribed: you already have an active ${plan} subscription. This payment is refunded.`;

/**
 * Checks the checkout's signature with the key secret, then activates the subscription once. Repeats (a
 * double click, a retry, the provider's webhook first) find it active and get the same answer.
 */
@CommandHandler(VerifySubscriptionCommand)
export class VerifySubscriptionHandler implements ICommandHandler<VerifySubscriptionCommand> {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly lifecycle: SubscriptionLifecycle,
    private readonly accounts: BillingAccountsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input, caller }: VerifySubscriptionCommand) {
    assertSelfOrAdmin(caller, input.userId, 'You can only verify your own payments.');
    const expected = subscriptionSignature(
      input.razorpay_payment_id,
      input.razorpay_subscription_id,
      this.config.secrets.razorpayKeySecret,
    );
    if (!signaturesMatch(expected, input.razorpay_signature)) throw invalid(SIGNATURE_MISMATCH);
    const owned = await this.subscriptions.findById(input.razorpay_subscription_id);
    if (!owned) throw notFound('Subscription not found');
    if (owned.userId !== input.userId) throw forbidden('This subscription belongs to another account.');

    const result = await this.lifecycle.apply(
      owned._id,
      { kind: 'paid', at: new Date(), paymentId: input.razorpay_payment_id },
      { actorId: caller.userId },
    );
    if (result.kind === 'not-found') throw notFound('Subscription not found');
    const subscription = result.subscription;
    if (result.kind === 'duplicate' || subscription.refund)
      throw new DomainError('conflict', alreadySubscribed(subscription.planName), {
        status: subscription.status,
      });
    // A replay on a subscription that ended (cancelled, completed, expired) changes nothing: say so.
    if (subscription.status !== 'active' && subscription.status !== 'warning')
      throw new DomainError(
        'conflict',
        `This subscription is ${subscription.status}: verifying its payment again changes nothing.`,
        { status: subscription.status },
      );
    const referralCode =
      subscription.referralCode ?? (await this.accounts.referralCodeFor(subscription.userId));
    return { message: SUBSCRIPTION_VERIFIED, referralCode };
  }
}
