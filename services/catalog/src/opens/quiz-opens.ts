import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { PREMIUM_CATEGORY, QuizOpened } from '@exam/contracts';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../catalog.constants';
import { CatalogJournal } from '../journal/catalog-journal';
import type { QuizKind, QuizSummaryDoc } from '../quizzes/persistence/quiz.schema';

interface OpenDoc {
  _id: string;
  userId: string;
  quizId: string;
  kind: QuizKind;
  openedAt: Date;
}

const QUIZ_OPENED = 'quiz-opened';
/** Opens known to be recorded, so repeat views cost no read; cleared when it grows past this. */
const KNOWN_OPENS_MAX = 200_000;

/**
 * Records, once per learner and quiz (`${userId}:${quizId}`), that the learner was served its questions,
 * and tells it with QuizOpened (billing's refund rule counts premium opens). The event id is derived from
 * the key, so even a rare double recording is de-duplicated by every consumer.
 */
@Injectable()
export class QuizOpens implements OnModuleInit {
  private readonly known = new Set<string>();

  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly journal: CatalogJournal,
  ) {}

  onModuleInit(): void {
    this.journal.registerApplier(QUIZ_OPENED, (doc: OpenDoc) => this.apply(doc));
  }

  opens(): Collection<OpenDoc> {
    return this.connection.db!.collection<OpenDoc>('quiz_opens');
  }

  async record(userId: string, kind: QuizKind, quiz: QuizSummaryDoc, now = new Date()): Promise<void> {
    const quizId = quiz._id.toHexString();
    const key = `${userId}:${quizId}`;
    if (this.known.has(key)) return;
    if (!(await this.opens().findOne({ _id: key }, { projection: { _id: 1 } }))) {
      const doc: OpenDoc = { _id: key, userId, quizId, kind, openedAt: now };
      const event = QuizOpened.create(
        userId,
        {
          userId,
          quizId,
          kind,
          subject: quiz.subject,
          premium: quiz.difficulty === PREMIUM_CATEGORY,
          openedAt: now.toISOString(),
        },
        { actorId: userId, eventId: `QuizOpened:${key}` },
      );
      const entryId = `open:${key}`;
      const fresh = await this.journal.record([
        { _id: entryId, type: QUIZ_OPENED, payload: doc, outbox: [event] },
      ]);
      if (fresh.size) {
        await this.apply(doc);
        await this.journal.markApplied([entryId]);
      }
    }
    if (this.known.size >= KNOWN_OPENS_MAX) this.known.clear();
    this.known.add(key);
  }

  private async apply(doc: OpenDoc): Promise<void> {
    const { _id, ...fields } = doc;
    await this.opens().updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
  }
}
