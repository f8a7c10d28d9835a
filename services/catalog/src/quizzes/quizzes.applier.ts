import { ignoreDuplicates, insertNew, nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { QuizKind } from '@exam/contracts';
import { NO_EFFECT, type AppliedVerdict, type ChangeApplier, type ChangeLogEntry } from '@exam/messaging';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { CATALOG } from '../catalog.constants';
import { CAPABILITY, type QuizChange } from '../shared/persistence/catalog-changes';
import { QuizCatalog } from './quiz-catalog';
import {
  QUIZ_COLLECTIONS,
  SUMMARY_COLLECTION,
  toSummary,
  type QuizDoc,
  type QuizSummaryDoc,
} from './persistence/quiz.schema';

/**
 * Applies committed quiz revisions to the quiz, its summary and the in-memory catalog, so the console
 * reads its own write as soon as its command answers. Idempotent: a revision applies only on top of the
 * one before it; new quizzes are inserted in bulk. Every revision committed takes effect (its id,
 * `quiz:<id>:<rev>`, is what refuses a concurrent edit), except a new quiz whose id is already taken.
 */
@Injectable()
export class QuizApplier implements ChangeApplier<QuizChange> {
  readonly capability = CAPABILITY.quiz;

  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly catalog: QuizCatalog,
  ) {}

  /**
   * Per entry: a new quiz whose id another import already took (a call repeated after its entries were
   * applied and cleared) has no effect and no event, so the import answers it as skipped and nothing stale
   * is published over it; the same entry applied again after a crash finds its own insert and takes effect.
   */
  async apply(entries: ReadonlyArray<ChangeLogEntry<QuizChange>>): Promise<AppliedVerdict[]> {
    const taken = await this.insertCreated(entries);
    // An applied entry's quiz is released (see QuizChange): applied again, it has nothing left to do.
    const docs = entries.flatMap((e, i) => (e.change.doc && !taken.has(i) ? [e.change.doc] : []));
    if (docs.length) await this.applyDocs(docs);
    return entries.map((e, i) => (taken.has(i) ? NO_EFFECT : { tookEffect: true, events: e.events }));
  }

  /**
   * The revisions, summaries and in-memory catalog of what took effect. Not called for nothing: the
   * catalog's version bump would have every replica reload its catalog for no change.
   */
  private async applyDocs(docs: readonly QuizDoc[]): Promise<void> {
    const changed = docs.filter((d) => d.rev > 1);
    for (const doc of changed) {
      const { _id, ...fields } = doc;
      await this.quizzes(doc.kind).updateOne({ _id, rev: doc.rev - 1 }, { $set: fields });
    }
    const live = docs.filter((d) => !d.deleted).map(toSummary);
    const fresh = live.filter((s) => s.rev === 1);
    if (fresh.length) await ignoreDuplicates(() => this.summaries().insertMany(fresh, { ordered: false }));
    for (const s of live.filter((x) => x.rev > 1)) {
      // A newer revision already there makes the upsert collide: the older one is simply not applied.
      await ignoreDuplicates(() =>
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

  /** Inserts the new quizzes; answers the indexes (in entries) of those whose id another quiz holds. */
  private async insertCreated(entries: ReadonlyArray<ChangeLogEntry<QuizChange>>): Promise<Set<number>> {
    const taken = new Set<number>();
    for (const kind of ['quiz', 'kyebye'] as const) {
      const at = entries.flatMap((e, i) =>
        e.change.doc?.rev === 1 && e.change.doc.kind === kind ? [i] : [],
      );
      const docs = at.map((i) => entries[i].change.doc!);
      const found = [...(await insertNew(this.quizzes(kind), docs))].map((k) => at[k]);
      if (!found.length) continue;
      const stored = await this.quizzes(kind)
        .find(
          { _id: { $in: found.map((i) => entries[i].change.doc!._id) } },
          { projection: { updatedAt: 1 } },
        )
        .toArray();
      const storedAt = new Map(stored.map((d) => [d._id.toHexString(), new Date(d.updatedAt).getTime()]));
      for (const i of found) {
        const doc = entries[i].change.doc!;
        if (storedAt.get(doc._id.toHexString()) !== new Date(doc.updatedAt).getTime()) taken.add(i);
      }
    }
    return taken;
  }

  private quizzes(kind: QuizKind): Collection<QuizDoc> {
    return nativeCollection<QuizDoc>(this.connection, QUIZ_COLLECTIONS[kind]);
  }

  private summaries(): Collection<QuizSummaryDoc> {
    return nativeCollection<QuizSummaryDoc>(this.connection, SUMMARY_COLLECTION);
  }
}
