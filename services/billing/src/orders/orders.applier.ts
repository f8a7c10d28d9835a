import { nativeCollection } from '@exam/common';
import { AggregateChangeApplier, type AggregateDoc } from '@exam/messaging';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { BILLING } from '../billing.constants';
import { ORDERS_CAPABILITY } from './persistence/orders.repository';
import { Order } from './persistence/order.schema';

/** Applies orders' compare-and-set changes (Orders' repository commits them); registered by the module. */
@Injectable()
export class OrdersApplier extends AggregateChangeApplier {
  constructor(@InjectModel(Order.name, BILLING) model: Model<Order>) {
    super(ORDERS_CAPABILITY, () => nativeCollection<AggregateDoc>(model.db, model.collection.collectionName));
  }
}
