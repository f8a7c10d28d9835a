import { nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  PREMIUM_CATEGORY,
  QuizPublished,
  QuizRemoved,
  QuizUpdated,
  TOPICS,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { BILLING } from '../../billing.constants';
import { todayInIndia } from '../../orders/domain/weeks-and-price';

interface CalendarEntry {
  _id: string;
  subject: string;
  division: string;
  /** The quiz's creation day in India, yyyy-mm-dd, compared with an order's from and to. */
  day: string;
  premium: boolean;
}

const HANDLED = new Set([QuizPublished.type, QuizUpdated.type, QuizRemoved.type]);

/** Which quizzes exist on which day, so an old-quiz order can say how many premium quizzes it opens. */
@Injectable()
export class PremiumQuizCalendarProjector extends MongoProjector {
  readonly name = 'billing.quiz-calendar';
  readonly topics = [TOPICS.catalog];

  constructor(@InjectConnection(BILLING) connection: Connection) {
    super(connection);
  }

  private entries(): Collection<CalendarEntry> {
    return nativeCollection<CalendarEntry>(this.connection, 'quiz_calendar');
  }

  protected override handles(event: EventEnvelope): boolean {
    return HANDLED.has(event.type);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    if (QuizRemoved.is(event)) {
      await this.entries().deleteOne({ _id: event.payload.quizId });
      return;
    }
    if (!QuizPublished.is(event) && !QuizUpdated.is(event)) return;
    const quiz = event.payload;
    if (quiz.kind !== 'quiz') return;
    await this.entries().updateOne(
      { _id: quiz.quizId },
      {
        $set: {
          subject: quiz.subject,
          division: quiz.division,
          day: todayInIndia(new Date(quiz.createdAt)),
          premium: quiz.difficulty === PREMIUM_CATEGORY,
        },
      },
      { upsert: true },
    );
  }

  protected async clear(): Promise<void> {
    await this.entries().deleteMany({});
  }

  /** Premium quizzes of a subject created from `from` to `to` inclusive (an order-time scan, not a hot path). */
  countPremium(subject: string, division: string, from: string, to: string): Promise<number> {
    return this.entries().countDocuments({ subject, division, premium: true, day: { $gte: from, $lte: to } });
  }
}
