import { conflict, isDuplicateKey } from '@exam/common';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { ObjectId, type Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { CatalogJournal } from '../../journal/catalog-journal';
import { QuizCatalog } from '../quiz-catalog';
import {
  QUIZ_COLLECTIONS,
  SUMMARY_COLLECTION,
  toSummary,
  type QuizDoc,
  type QuizKind,
  type QuizSummaryDoc,
} from './quiz.schema';

const QUIZ_CHANGE = 'quiz-change';
export const QUIZ_CHANGED_MEANWHILE = 'This quiz was changed meanwhile. Reload it and try again.';

interface QuizChange {
  doc: QuizDoc;
}

const isDuplicate = (e: unknown) => {
  const writeErrors = (e as { writeErrors?: unknown[] }).writeErrors ?? [];
  return isDuplicateKey(e) || (writeErrors.length > 0 && writeErrors.every(isDuplicateKey));
};

/**
 * Writes quizzes: each change is the quiz's whole next state at the next revision, recorded in the journal
 * with its events, then applied to the quiz, its summary and the in-memory catalog.
 */
@Injectable()
export class QuizRepository implements OnModuleInit {
  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly journal: CatalogJournal,
    private readonly catalog: QuizCatalog,
  ) {}

  onModuleInit(): void {
    this.journal.registerApplier(QUIZ_CHANGE, (p: QuizChange) => this.apply([p.doc]));
  }

  quizzes(kind: QuizKind): Collection<QuizDoc> {
    return this.connection.db!.collection<QuizDoc>(QUIZ_COLLECTIONS[kind]);
  }

  private summaries(): Collection<QuizSummaryDoc> {
    return this.connection.db!.collection<QuizSummaryDoc>(SUMMARY_COLLECTION);
  }

  /** A live (not removed) quiz by id, straight from its collection. */
  async findById(kind: QuizKind, id: string): Promise<QuizDoc | null> {
    if (!ObjectId.isValid(id) || id.length !== 24) return null;
    const doc = await this.quizzes(kind).findOne({ _id: new ObjectId(id) });
    return doc && !doc.deleted ? doc : null;
  }

  /**
   * Records and applies changes. One change whose revision was already taken is a concurrent edit (409);
   * in a batch, already recorded changes are skipped (a repeated import). Answers the applied documents.
   */
  async commit(changes: ReadonlyArray<{ doc: QuizDoc; events: EventEnvelope[] }>): Promise<QuizDoc[]> {
    const entries = changes.map(({ doc, events }) => ({
      _id: `quiz:${doc._id.toHexString()}:${doc.rev}`,
      type: QUIZ_CHANGE,
      payload: { doc } satisfies QuizChange,
      outbox: events,
    }));
    const fresh = await this.journal.record(entries);
    if (changes.length === 1 && !fresh.size) throw conflict(QUIZ_CHANGED_MEANWHILE);
    const docs = changes.filter((_, i) => fresh.has(entries[i]._id)).map((c) => c.doc);
    await this.apply(docs);
    await this.journal.markApplied([...fresh]);
    return docs;
  }

  /** Idempotent: a revision applies only on top of the one before it; new quizzes are inserted in bulk. */
  private async apply(docs: readonly QuizDoc[]): Promise<void> {
    const created = docs.filter((d) => d.rev === 1);
    const changed = docs.filter((d) => d.rev > 1);
    for (const kind of ['quiz', 'kyebye'] as const) {
      const batch = created.filter((d) => d.kind === kind);
      if (batch.length) await ignoreDuplicates(this.quizzes(kind).insertMany(batch, { ordered: false }));
    }
    for (const doc of changed) {
      const { _id, ...fields } = doc;
      await this.quizzes(doc.kind).updateOne({ _id, rev: doc.rev - 1 }, { $set: fields });
    }
    const live = docs.filter((d) => !d.deleted).map(toSummary);
    const fresh = live.filter((s) => s.rev === 1);
    if (fresh.length) await ignoreDuplicates(this.summaries().insertMany(fresh, { ordered: false }));
    for (const s of live.filter((x) => x.rev > 1)) {
      // A newer revision already there makes the upsert collide: the older one is simply not applied.
      await ignoreDuplicates(
        this.summaries().replaceOne({ _id: s._id, rev: { $lt: s.rev } }, s, { upsert: true }),
      );
    }
    const removed = docs.filter((d) => d.deleted);
    for (const d of removed) await this.summaries().deleteOne({ _id: d._id });
    await this.catalog.afterWrite(
      live,
      removed.map((d) => ({ kind: d.kind, id: d._id.toHexString() })),
    );
  }
}

async function ignoreDuplicates(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (e) {
    if (!isDuplicate(e)) throw e;
  }
}
