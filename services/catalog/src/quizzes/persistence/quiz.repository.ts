import { conflict, isDuplicateKey, nativeCollection } from '@exam/common';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { EventEnvelope, QuizKind } from '@exam/contracts';
import { ChangeLog, changeId, type ChangeApplier, type ChangeLogEntry } from '@exam/messaging';
import { ObjectId, type Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../../catalog.constants';
import { AppliedOnRequest } from '../../persistence/applied-on-request';
import { CAPABILITY, type QuizChange } from '../../persistence/catalog-changes';
import { QuizCatalog } from '../quiz-catalog';
import {
  QUIZ_COLLECTIONS,
  SUMMARY_COLLECTION,
  toSummary,
  type QuizDoc,
  type QuizSummaryDoc,
} from './quiz.schema';

export const QUIZ_CHANGED_MEANWHILE = 'This quiz was changed meanwhile. Reload it and try again.';

const isDuplicate = (e: unknown) => {
  const writeErrors = (e as { writeErrors?: unknown[] }).writeErrors ?? [];
  return isDuplicateKey(e) || (writeErrors.length > 0 && writeErrors.every(isDuplicateKey));
};

/**
 * Writes quizzes: each change is the quiz's whole next state at the next revision, committed to the change
 * log with its events (`quiz:<id>:<rev>`, so two changes to one revision cannot both be recorded), then
 * applied to the quiz, its summary and the in-memory catalog: on the request, or by the log after a crash.
 */
@Injectable()
export class QuizRepository implements OnModuleInit, ChangeApplier<QuizChange> {
  readonly capability = CAPABILITY.quiz;
  private readonly onRequest: AppliedOnRequest;

  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly log: ChangeLog,
    private readonly catalog: QuizCatalog,
  ) {
    this.onRequest = new AppliedOnRequest(log);
  }

  onModuleInit(): void {
    this.log.register(this);
  }

  quizzes(kind: QuizKind): Collection<QuizDoc> {
    return nativeCollection<QuizDoc>(this.connection, QUIZ_COLLECTIONS[kind]);
  }

  private summaries(): Collection<QuizSummaryDoc> {
    return nativeCollection<QuizSummaryDoc>(this.connection, SUMMARY_COLLECTION);
  }

  /** A live (not removed) quiz by id, straight from its collection. */
  async findById(kind: QuizKind, id: string): Promise<QuizDoc | null> {
    if (!ObjectId.isValid(id) || id.length !== 24) return null;
    const doc = await this.quizzes(kind).findOne({ _id: new ObjectId(id) });
    return doc && !doc.deleted ? doc : null;
  }

  /**
   * Commits and applies changes. One change whose revision was already taken is a concurrent edit (409);
   * in a batch, already recorded changes are skipped (a repeated import). Answers the applied documents.
   */
  async commit(changes: ReadonlyArray<{ doc: QuizDoc; events: EventEnvelope[] }>): Promise<QuizDoc[]> {
    const entries = changes.map(({ doc, events }) => ({
      _id: changeId(CAPABILITY.quiz, `${doc._id.toHexString()}:${doc.rev}`),
      capability: CAPABILITY.quiz,
      change: { doc } as QuizChange,
      events,
    }));
    const fresh = await this.onRequest.commit(entries, (committed) => this.applyDocs(docsOf(committed)));
    // Applied: the log's in-memory entries (held until their events are published) let go of the quizzes.
    for (const e of entries) if (fresh.has(e._id)) e.change.doc = null;
    if (changes.length === 1 && !fresh.size) throw conflict(QUIZ_CHANGED_MEANWHILE);
    return changes.filter((_, i) => fresh.has(entries[i]._id)).map((c) => c.doc);
  }

  /** The change log's applier: what the request path has not applied (after a failure, or a crash). */
  async apply(entries: ReadonlyArray<ChangeLogEntry<QuizChange>>): Promise<void> {
    const left = await this.onRequest.notYetApplied(entries);
    await this.applyDocs(docsOf(left));
  }

  /** Idempotent: a revision applies only on top of the one before it; new quizzes are inserted in bulk. */
  private async applyDocs(docs: readonly QuizDoc[]): Promise<void> {
    if (!docs.length) return;
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

/** The quizzes of entries not applied yet (an applied entry's quiz is released: see QuizChange). */
function docsOf(entries: ReadonlyArray<{ change: QuizChange }>): QuizDoc[] {
  return entries.flatMap((e) => (e.change.doc ? [e.change.doc] : []));
}

async function ignoreDuplicates(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (e) {
    if (!isDuplicate(e)) throw e;
  }
}
