import { conflict, nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { EventEnvelope, QuizKind } from '@exam/contracts';
import { ChangeLog, changeId } from '@exam/messaging';
import { ObjectId, type Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { CAPABILITY, type QuizChange } from '../../shared/persistence/catalog-changes';
import { QUIZ_COLLECTIONS, type QuizDoc } from './quiz.schema';

export const QUIZ_CHANGED_MEANWHILE = 'This quiz was changed meanwhile. Reload it and try again.';

/**
 * Writes quizzes: each change is the quiz's whole next state at the next revision, committed to the change
 * log with its events (`quiz:<id>:<rev>`, so two changes to one revision cannot both be recorded); the
 * command answers once QuizApplier has applied it.
 */
@Injectable()
export class QuizRepository {
  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly log: ChangeLog,
  ) {}

  quizzes(kind: QuizKind): Collection<QuizDoc> {
    return nativeCollection<QuizDoc>(this.connection, QUIZ_COLLECTIONS[kind]);
  }

  /** A live (not removed) quiz by id, straight from its collection. */
  async findById(kind: QuizKind, id: string): Promise<QuizDoc | null> {
    if (!ObjectId.isValid(id) || id.length !== 24) return null;
    const doc = await this.quizzes(kind).findOne({ _id: new ObjectId(id) });
    return doc && !doc.deleted ? doc : null;
  }

  /**
   * Commits changes and waits for them to be applied. One change whose revision was already taken is a
   * concurrent edit (409); new quizzes already recorded are skipped (a repeated import), in the log or
   * applied. Answers the applied documents.
   */
  async commit(changes: ReadonlyArray<{ doc: QuizDoc; events: EventEnvelope[] }>): Promise<QuizDoc[]> {
    const entries = changes.map(({ doc, events }) => ({
      _id: changeId(CAPABILITY.quiz, `${doc._id.toHexString()}:${doc.rev}`),
      capability: CAPABILITY.quiz,
      change: { doc } as QuizChange,
      events,
    }));
    const outcomes = await Promise.allSettled(entries.map((e) => this.log.commitApplied<QuizChange>(e)));
    const fresh = entries.filter((_, i) => {
      const o = outcomes[i];
      return o.status === 'fulfilled' && o.value.committed && o.value.verdict.tookEffect;
    });
    // Applied: the log's in-memory entries (held until their events are published) let go of the quizzes.
    for (const e of fresh) e.change.doc = null;
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed) throw failed.reason;
    // A new quiz whose id was taken is a repeated import's (skipped); a revision's, a concurrent edit's.
    if (changes.length === 1 && changes[0].doc.rev > 1 && !fresh.length)
      throw conflict(QUIZ_CHANGED_MEANWHILE);
    return changes.filter((_, i) => fresh.includes(entries[i])).map((c) => c.doc);
  }
}
