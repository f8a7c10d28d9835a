import { isDuplicateKey, nativeCollection } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { QuizKind } from '@exam/contracts';
import type { ChangeApplier, ChangeLogEntry } from '@exam/messaging';
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

const isDuplicate = (e: unknown) => {
  const writeErrors = (e as { writeErrors?: unknown[] }).writeErrors ?? [];
  return isDuplicateKey(e) || (writeErrors.length > 0 && writeErrors.every(isDuplicateKey));
};

/**
 * Applies committed quiz revisions to the quiz, its summary and the in-memory catalog, so the console
 * reads its own write as soon as its command answers. Idempotent: a revision applies only on top of the
 * one before it; new quizzes are inserted in bulk. Every revision committed takes effect (its id,
 * `quiz:<id>:<rev>`, is what refuses a concurrent edit).
 */
@Injectable()
export class QuizApplier implements ChangeApplier<QuizChange> {
  readonly capability = CAPABILITY.quiz;

  constructor(
    @InjectConnection(CATALOG) private readonly connection: Connection,
    private readonly catalog: QuizCatalog,
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<QuizChange>>): Promise<void> {
    // An applied entry's quiz is released (see QuizChange): applied again, it has nothing left to do.
    const docs = entries.flatMap((e) => (e.change.doc ? [e.change.doc] : []));
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

  private quizzes(kind: QuizKind): Collection<QuizDoc> {
    return nativeCollection<QuizDoc>(this.connection, QUIZ_COLLECTIONS[kind]);
  }

  private summaries(): Collection<QuizSummaryDoc> {
    return nativeCollection<QuizSummaryDoc>(this.connection, SUMMARY_COLLECTION);
  }
}

async function ignoreDuplicates(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (e) {
    if (!isDuplicate(e)) throw e;
  }
}
