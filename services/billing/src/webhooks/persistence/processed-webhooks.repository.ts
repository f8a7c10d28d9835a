import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { BILLING } from '../../billing.constants';

interface ProcessedWebhook {
  _id: string;
  event: string;
  outcome: string;
  receivedAt: Date;
}

/** Webhook event ids already handled, keyed by id: a replay is answered without touching anything. */
@Injectable()
export class ProcessedWebhooksRepository {
  constructor(@InjectConnection(BILLING) private readonly connection: Connection) {}

  private processed(): Collection<ProcessedWebhook> {
    return nativeCollection<ProcessedWebhook>(this.connection, 'processed_webhooks');
  }

  async seen(eventId: string): Promise<boolean> {
    return (await this.processed().findOne({ _id: eventId }, { projection: { _id: 1 } })) !== null;
  }

  async remember(eventId: string, event: string, outcome: string): Promise<void> {
    await this.processed()
      .insertOne({ _id: eventId, event, outcome, receivedAt: new Date() })
      .catch((e: { code?: number }) => {
        // The same delivery handled twice at once: both did nothing harmful, one of them is remembered.
        if (e.code !== 11000) throw e;
      });
  }
}
