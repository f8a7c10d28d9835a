import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';

/** [India day, subject, chapter, seen, answered, right] of one completion. */
export type CompletionRow = [string, string, string, number, number, number];
/** [India day, subject, chapter, seconds, questions] of one quiz's time spent. */
export type TimeRow = [string, string, string, number, number];

/**
 * A learner's month of practice (`_id` = `<userId>:<yyyy-mm>`): one row per completion (keyed by its
 * attemptId) and per time-spent record (keyed by its event id). Each is a $set of one field, so a repeat
 * writes the same row; the topic analysis reads the seven months that cover 180 days, by _id.
 */
export interface TopicMonthDoc {
  _id: string;
  c?: Record<string, CompletionRow>;
  t?: Record<string, TimeRow>;
}

export const topicMonthId = (userId: string, day: string) => `${userId}:${day.slice(0, 7)}`;

@Injectable()
export class TopicsStore {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  months(): Collection<TopicMonthDoc> {
    return nativeCollection<TopicMonthDoc>(this.connection, 'topic_months');
  }
}
