import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ACCESS_SWEEP_INTERVAL_MS } from '../billing.constants';
import { SubscriptionsRepository } from './persistence/subscriptions.repository';
import { SubscriptionLifecycle } from './subscription-lifecycle.service';

const BATCH = 200;

/**
 * Expires by query (no TTL on our database): cancelled subscriptions whose access date has passed become
 * expired, and SubscriptionStatusChanged tells the readers. Access itself already ended with the date.
 */
@Injectable()
export class ExpireEndedAccess implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('ExpireEndedAccess');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly lifecycle: SubscriptionLifecycle,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.sweep().finally(() => (this.running = undefined));
    }, ACCESS_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Expires what has ended by `now`; answers how many it expired. */
  async sweep(now = new Date()): Promise<number> {
    let expired = 0;
    try {
      for (const s of await this.subscriptions.cancelledWithAccessEndedBy(now, BATCH)) {
        const result = await this.lifecycle.apply(
          s._id,
          { kind: 'access-ended', at: now },
          { actorId: null },
        );
        if (result.kind === 'changed') expired++;
      }
    } catch (e) {
      this.logger.warn({ msg: 'Expiry sweep failed; will retry', error: (e as Error).message });
    }
    return expired;
  }
}
