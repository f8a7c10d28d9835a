import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { QuizOpened, TOPICS, type EventEnvelope } from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { BILLING } from '../../billing.constants';

/** Per learner, keyed by userId: when each premium quiz was first opened (quiz id → ISO time). */
interface PremiumOpens {
  _id: string;
  openedAt: Record<string, string>;
}

/** Follows catalog's QuizOpened for the refund rule; a repeat sets the same key to the same time. */
@Injectable()
export class PremiumOpensProjector extends MongoProjector {
  readonly name = 'billing.premium-opens';
  readonly topics = [TOPICS.catalog];

  constructor(@InjectConnection(BILLING) connection: Connection) {
    super(connection);
  }

  private opens(): Collection<PremiumOpens> {
    return nativeCollection<PremiumOpens>(this.connection, 'premium_opens');
  }

  protected override handles(event: EventEnvelope): boolean {
    return QuizOpened.is(event) && event.payload.premium;
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (!QuizOpened.is(event)) return;
    const { userId, quizId, openedAt } = event.payload;
    // Quiz ids are ObjectId hex strings, safe as field names; anything else is not a quiz of ours.
    if (!/^[A-Za-z0-9_-]+$/.test(quizId)) return;
    await this.opens().updateOne(
      { _id: userId },
      { $set: { [`openedAt.${quizId}`]: openedAt } },
      { upsert: true },
    );
  }

  protected async clear(): Promise<void> {
    await this.opens().deleteMany({});
  }

  /** Each learner's first opens, in one read for a whole console page (subscriptions, refunds). */
  async openedAtOfMany(userIds: readonly string[]): Promise<Map<string, Date[]>> {
    const docs = await this.opens()
      .find({ _id: { $in: [...new Set(userIds)] } })
      .toArray();
    return new Map(docs.map((d) => [d._id, Object.values(d.openedAt).map((at) => new Date(at))]));
  }
}
