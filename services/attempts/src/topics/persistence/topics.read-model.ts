import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { nativeCollection } from '@exam/common';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { dayBefore } from '../../notebook/domain/review-schedule';

/** [India day, subject, chapter, seen, answered, right, quizId] of one completion (rows before 'Practise these' drew the learner's quizzes have no quizId). */
export type CompletionRow = [string, string, string, number, number, number, string?];
/** [India day, subject, chapter, seconds, questions] of one quiz's time spent. */
export type TimeRow = [string, string, string, number, number];

/**
 * A learner's month of practice (`_id` = `<userId>:<yyyy-mm>`): one row per completion (keyed by its
 * attemptId) and per time-spent record (keyed by its event id), and the right answers of a completion a
 * corrected key re-scored (keyed as its row: the row's own count no longer holds). Each is a $set of one
 * field, so a repeat writes the same value and the order of a completion and its re-scoring does not
 * matter; the topic analysis reads the seven months that cover 180 days, by _id.
 */
export interface TopicMonthDoc {
  _id: string;
  /** Rows as JSON strings (arrays before): FerretDB converts a string at a fraction of an array's cost. */
  c?: Record<string, string | CompletionRow>;
  t?: Record<string, string | TimeRow>;
  r?: Record<string, number>;
}

const decoded = <R>(row: string | R): R => (typeof row === 'string' ? (JSON.parse(row) as R) : row);

/** A month's completion rows, [key, row]. */
export const completionRows = (doc: TopicMonthDoc): Array<[string, CompletionRow]> =>
  Object.entries(doc.c ?? {}).map(([key, row]) => [key, decoded(row)]);

export const timeRows = (doc: TopicMonthDoc): TimeRow[] => Object.values(doc.t ?? {}).map(decoded);

export const topicMonthId = (userId: string, day: string) => `${userId}:${day.slice(0, 7)}`;

/** The learner's month documents that hold the `days` days up to `today` (India days, 'yyyy-mm-dd'). */
export function topicMonthIds(userId: string, today: string, days: number): string[] {
  const months = new Set<string>();
  for (let d = 0; d < days; d += 27) months.add(dayBefore(today, d).slice(0, 7));
  months.add(dayBefore(today, days - 1).slice(0, 7));
  return [...months].map((m) => topicMonthId(userId, `${m}-01`));
}

@Injectable()
export class TopicsReadModel {
  constructor(@InjectConnection(ATTEMPTS) private readonly connection: Connection) {}

  months(): Collection<TopicMonthDoc> {
    return nativeCollection<TopicMonthDoc>(this.connection, 'topic_months');
  }
}
