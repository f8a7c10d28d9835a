import { nativeCollection } from '@exam/common';
import { AggregateChangeApplier, type AggregateDoc } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BILLING } from '../billing.constants';
import { SUBSCRIPTIONS_CAPABILITY } from './persistence/subscriptions.repository';
import { Subscription } from './persistence/subscription.schema';

/** Applies subscriptions' compare-and-set changes (Subscriptions' repository commits them); registered by the module. */
@Injectable()
export class SubscriptionsApplier extends AggregateChangeApplier {
  constructor(@InjectModel(Subscription.name, BILLING) model: Model<Subscription>) {
    super(SUBSCRIPTIONS_CAPABILITY, () =>
      nativeCollection<AggregateDoc>(model.db, model.collection.collectionName),
    );
  }
}
