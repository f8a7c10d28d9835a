import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  QuizCompleted,
  QuizCompletionRescored,
  TimeSpentRecorded,
  TOPICS,
  type EventEnvelope,
} from '@exam/contracts';
import { MongoProjector } from '@exam/messaging';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { indiaDay } from '../../notebook/domain/review-schedule';
import { fieldKey } from '../../shared/persistence/keys';
import { QuizCatalogReadModel } from '../../quiz-catalog/persistence/quiz-catalog.read-model';
import {
  topicMonthId,
  TopicsReadModel,
  type CompletionRow,
  type TimeRow,
} from '../persistence/topics.read-model';
import { setMonthFields } from './topic-month-writes';

/**
 * QuizCompleted and TimeSpentRecorded (attempts, not reattempts) → the learner's topic rows per month. A
 * completion of version 1 has no chapter, nor a time-spent record a subject: the quiz's, from the quiz facts.
 * QuizCompletionRescored → the corrected right answers of each re-scored completion, beside its row (a re-scoring
 * published before its completions carried completedAt names no month, and changes nothing here).
 * Each row is a $set keyed by the completion or the event, so a repeat changes nothing; a month's older rows
 * are sealed into one string (see setMonthFields).
 */
@Injectable()
export class TopicsProjector extends MongoProjector {
  readonly name = 'attempts.topics';
  readonly topics = [TOPICS.attempts];
  protected override readonly batchesAreIdempotent = true;

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: TopicsReadModel,
    private readonly quizzes: QuizCatalogReadModel,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return (
      QuizCompleted.is(event) ||
      QuizCompletionRescored.is(event) ||
      (TimeSpentRecorded.is(event) && !event.payload.reattempt)
    );
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.projectBatch([event]);
  }

  protected override async projectBatch(events: readonly EventEnvelope[]): Promise<void> {
    const sets = new Map<string, Record<string, unknown>>();
    const set = (id: string, field: string, row: unknown) => {
      const fields = sets.get(id) ?? {};
      fields[field] = row;
      sets.set(id, fields);
    };
    for (const e of events) {
      if (QuizCompleted.is(e)) {
        const p = e.payload;
        const day = indiaDay(Date.parse(p.completedAt));
        const chapter = p.chapter ?? (await this.quizzes.factsOf(p.quizId))?.chapter ?? '';
        const row: CompletionRow = [
          day,
          p.subject,
          chapter,
          p.questionCount,
          p.attemptedQuestions,
          p.correctAnswers,
          p.quizId,
        ];
        set(topicMonthId(p.userId, day), `c.${fieldKey(p.attemptId)}`, JSON.stringify(row));
      } else if (QuizCompletionRescored.is(e)) {
        const c = e.payload;
        if (c.completedAt)
          set(
            topicMonthId(c.userId, indiaDay(Date.parse(c.completedAt))),
            `r.${fieldKey(c.attemptId)}`,
            c.correctAnswers,
          );
      } else if (TimeSpentRecorded.is(e) && !e.payload.reattempt) {
        const p = e.payload;
        const facts = await this.quizzes.factsOf(p.quizId);
        if (!facts || !p.questionsTimed) continue;
        const day = indiaDay(Date.parse(e.occurredAt));
        const row: TimeRow = [day, facts.subject, facts.chapter, p.totalSeconds, p.questionsTimed];
        set(topicMonthId(p.userId, day), `t.${fieldKey(e.eventId)}`, JSON.stringify(row));
      }
    }
    await setMonthFields(this.store.months(), sets);
  }

  protected async clear(): Promise<void> {
    await this.store.months().deleteMany({});
  }
}
