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
 * Past OPEN_ROWS rows, c's and t's rows are moved into `sealed` (see TopicsProjector): FerretDB rewrites a
 * document whole on every update and converts it field by field. Documents from before have no `o`.
 */
export interface TopicMonthDoc {
  _id: string;
  /** Rows as JSON strings (arrays before): FerretDB converts a string at a fraction of an array's cost. */
  c?: Record<string, string | CompletionRow>;
  t?: Record<string, string | TimeRow>;
  r?: Record<string, number>;
  /** The rows set in c and t since the last sealing, as 'c.<key>' / 't.<key>'. */
  o?: string[];
  /** JSON of {c, t}: the rows moved out of c and t. */
  sealed?: string;
}

/** Rows c and t hold before they are sealed into the document's string. */
export const OPEN_ROWS = 16;

const decoded = <R>(row: string | R): R => (typeof row === 'string' ? (JSON.parse(row) as R) : row);

type Rows = Pick<TopicMonthDoc, 'c' | 't'>;
const sealedRows = (doc: TopicMonthDoc): Rows => (doc.sealed ? (JSON.parse(doc.sealed) as Rows) : {});

/** A month's completion rows, [key, row]: the sealed ones, then the open ones (a key once). */
export const completionRows = (doc: TopicMonthDoc): Array<[string, CompletionRow]> =>
  Object.entries({ ...sealedRows(doc).c, ...doc.c }).map(([key, row]) => [key, decoded(row)]);

export const timeRows = (doc: TopicMonthDoc): TimeRow[] =>
  Object.values({ ...sealedRows(doc).t, ...doc.t }).map(decoded);

/** The string that seals all of a document's rows, decoded (the string is decoded whole on reading). */
export const sealedString = (doc: TopicMonthDoc): string =>
  JSON.stringify({
    c: Object.fromEntries(completionRows(doc)),
    t: Object.fromEntries(
      Object.entries({ ...sealedRows(doc).t, ...doc.t }).map(([k, row]) => [k, decoded(row)]),
    ),
  });

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
