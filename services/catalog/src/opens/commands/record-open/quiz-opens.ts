import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { PREMIUM_CATEGORY, QuizOpened, type QuizKind } from '@exam/contracts';
import { ChangeLog, changeId } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../../catalog.constants';
import { CAPABILITY, type OpenDoc, type QuizOpenedChange } from '../../../shared/persistence/catalog-changes';
import type { QuizSummaryDoc } from '../../../quizzes/persistence/quiz.schema';
import { quizOpensOf } from '../../quiz-opens.applier';

/** Opens known to be recorded, so repeat views cost no read; cleared when it grows past this. */
const KNOWN_OPENS_MAX = 200_000;

/**
 * Records, once per learner and quiz (`${userId}:${quizId}`), that the learner was served its questions,
 * and tells it with QuizOpened (billing's refund rule counts premium opens). The event id is derived from
 * the key, so even a rare double recording is de-duplicated by every consumer. QuizOpensApplier stores it.
 */
@Injectable()
export class QuizOpens {
  private readonly known = new Set<string>();

  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly log: ChangeLog,
  ) {}

  opens(): Collection<OpenDoc> {
    return quizOpensOf(this.connection);
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
      const entry = {
        _id: changeId(CAPABILITY.quizOpened, key),
        capability: CAPABILITY.quizOpened,
        change: { open: doc } satisfies QuizOpenedChange,
        events: [event],
      };
      await this.log.commitApplied(entry);
    }
    if (this.known.size >= KNOWN_OPENS_MAX) this.known.clear();
    this.known.add(key);
  }
}
