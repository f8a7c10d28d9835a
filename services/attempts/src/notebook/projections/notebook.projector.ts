import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  INTERNAL_TOPICS,
  MistakeDismissed,
  MistakeRecorded,
  QuizSnapshotTaken,
  ReviewAnswered,
  TOPICS,
  type EventEnvelope,
  type PayloadOf,
} from '@exam/contracts';
import { findByIds, MongoProjector } from '@exam/messaging';
import type { AnyBulkWriteOperation } from 'mongodb';
import type { Connection } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { indiaDay } from '../domain/review-schedule';
import { fieldKey, retryOnDuplicate } from '../../shared/persistence/keys';
import { encodeShelf, shelfOf } from '../notebook-shelf';
import { storedQuizDoc } from '../notebook-entries';
import {
  NotebookReadModel,
  type NotebookQuizDoc,
  type StoredNotebookQuizDoc,
} from '../persistence/notebook.read-model';
import { answerReview, dismiss, emptyDoc, recordedBefore, recordOnce, rejudgeAll } from './notebook-changes';
import { writeIndexes, type IndexChanges } from './notebook-index-writes';

const isLearnerEvent = (e: EventEnvelope) =>
  MistakeRecorded.is(e) || ReviewAnswered.is(e) || MistakeDismissed.is(e);
const isKeyEvent = (e: EventEnvelope): e is EventEnvelope<PayloadOf<typeof QuizSnapshotTaken>> =>
  QuizSnapshotTaken.is(e) && e.payload.change !== 'removed';

/**
 * The mistakes notebook (issue 32) from attempts' MistakeRecorded, ReviewAnswered and MistakeDismissed (on
 * attempts.internal), and catalog's quiz snapshots (QuizSnapshotTaken, catalog.internal) (the answer key it judges by: a corrected key re-judges every notebook holding
 * the quiz). A batch reads the documents it touches in one lookup and writes them back in one bulk write
 * per collection; each write is a replace or a $set of values computed from the documents. A MistakeRecorded
 * is skipped by the document that remembers it; for reviews and dismissals the base class skips events it
 * applied before.
 */
@Injectable()
export class NotebookProjector extends MongoProjector {
  readonly name = 'attempts.notebook';
  // attempts.events only for the version 1 notebook events published there before (a rebuild reads them).
  readonly topics = [INTERNAL_TOPICS.attempts, TOPICS.attempts, INTERNAL_TOPICS.catalog];

  constructor(
    @InjectConnection(ATTEMPTS) connection: Connection,
    private readonly store: NotebookReadModel,
  ) {
    super(connection);
  }

  protected override handles(event: EventEnvelope): boolean {
    return isLearnerEvent(event) || isKeyEvent(event);
  }

  /**
   * A MistakeRecorded is applied once by construction (its id kept in the document it writes), and a quiz
   * snapshot is ordered by its time (an older or equal key changes nothing): in a batch neither needs the
   * applied-id bookkeeping. Reviews and dismissals, which act on whatever entry is there, keep it.
   */
  protected override repeatIsHarmless(event: EventEnvelope): boolean {
    return MistakeRecorded.is(event) || isKeyEvent(event);
  }

  protected async project(event: EventEnvelope): Promise<void> {
    await this.projectBatch([event]);
  }

  /** Runs of learners' events together; a quiz snapshot alone, in its place. */
  protected override async projectBatch(events: readonly EventEnvelope[]): Promise<void> {
    let run: EventEnvelope[] = [];
    for (const e of events) {
      if (isLearnerEvent(e)) run.push(e);
      else if (isKeyEvent(e)) {
        await this.learnerEvents(run);
        run = [];
        await this.answerKey(e);
      }
    }
    await this.learnerEvents(run);
  }

  private async learnerEvents(events: readonly EventEnvelope[]): Promise<void> {
    if (!events.length) return;
    const ids = events.map((e) => e.aggregateId);
    const docs = await this.store.quizDocs(ids);
    const quizIds = events.filter(MistakeRecorded.is).map((e) => e.payload.quizId);
    const keys = quizIds.length ? await findByIds(this.store.keys(), quizIds) : new Map();
    const changed = new Set<string>();
    const reviewDays = new Map<string, Set<string>>();
    const joined = new Map<string, Set<string>>();
    for (const e of events) {
      const id = e.aggregateId;
      let doc = docs.get(id) as NotebookQuizDoc | undefined;
      if (MistakeRecorded.is(e)) {
        doc ??= emptyDoc(e.payload);
        docs.set(id, doc);
        // A repeat rewrites the document as it is, and its shelf (lost if a crash came between the two writes).
        changed.add(id);
        add(joined, e.payload.quizId, e.payload.userId);
        if (recordedBefore(doc, e.eventId)) continue;
        recordOnce(doc, e.payload, e.eventId);
        // A key corrected after this completion, already known here (a replay meets them out of order).
        const key = keys.get(e.payload.quizId);
        if (key?.answerKey && (key.asOfMs ?? 0) > Date.parse(e.payload.recordedAt))
          rejudgeAll(doc, key.answerKey);
      } else if (ReviewAnswered.is(e)) {
        add(reviewDays, e.payload.userId, indiaDay(Date.parse(e.payload.reviewedAt)));
        if (doc && answerReview(doc, e.payload)) changed.add(id);
      } else if (MistakeDismissed.is(e) && doc && dismiss(doc, e.payload)) changed.add(id);
    }
    await this.write(
      [...changed].map((id) => docs.get(id) as NotebookQuizDoc),
      reviewDays,
    );
    const learners: AnyBulkWriteOperation<{ _id: string; learners?: string[] }>[] = [...joined].map(
      ([quizId, users]) => ({
        updateOne: {
          filter: { _id: quizId },
          update: { $addToSet: { learners: { $each: [...users] } } },
          upsert: true,
        },
      }),
    );
    if (learners.length)
      await retryOnDuplicate(() => this.store.keys().bulkWrite(learners as never, { ordered: false }));
  }

  /** Stores the quiz's key; a changed key re-judges the notebooks that hold the quiz. */
  private async answerKey(event: EventEnvelope<PayloadOf<typeof QuizSnapshotTaken>>): Promise<void> {
    const { quizId, answerKey } = event.payload;
    const asOfMs = Date.parse(event.occurredAt);
    const prev = await this.store.keys().findOne({ _id: quizId });
    if (prev?.asOfMs !== undefined && prev.asOfMs > asOfMs) return;
    const changed = !!prev?.answerKey && prev.answerKey.some((a, i) => a !== answerKey[i]);
    await retryOnDuplicate(() =>
      this.store.keys().updateOne({ _id: quizId }, { $set: { answerKey, asOfMs } }, { upsert: true }),
    );
    if (!changed || !prev?.learners?.length) return;
    const docs = await this.store.quizDocs(prev.learners.map((u) => `${u}:${quizId}`));
    const rejudged = [...docs.values()].filter((doc) => rejudgeAll(doc, answerKey));
    await this.write(rejudged, new Map());
  }

  /** The changed documents (an empty one goes), and each learner's index in one update. */
  private async write(docs: readonly NotebookQuizDoc[], reviewDays: Map<string, Set<string>>) {
    // A document that remembers recordings stays when its entries are gone (a repeat cannot bring them back).
    const ops: AnyBulkWriteOperation<StoredNotebookQuizDoc>[] = docs.map((doc) =>
      Object.keys(doc.e).length || doc.recorded?.length
        ? { replaceOne: { filter: { _id: doc._id }, replacement: storedQuizDoc(doc), upsert: true } }
        : { deleteOne: { filter: { _id: doc._id } } },
    );
    if (ops.length) await retryOnDuplicate(() => this.store.quizzes().bulkWrite(ops, { ordered: false }));
    const perUser = new Map<string, IndexChanges>();
    const of = (userId: string) => {
      let u = perUser.get(userId);
      if (!u) perUser.set(userId, (u = { shelves: {}, days: [] }));
      return u;
    };
    for (const doc of docs) {
      const shelf = shelfOf(doc);
      of(doc.userId).shelves[fieldKey(doc.quizId)] = shelf ? encodeShelf(shelf) : '';
    }
    for (const [userId, days] of reviewDays) of(userId).days.push(...days);
    await writeIndexes(this.store.index(), perUser);
  }

  protected async clear(): Promise<void> {
    await Promise.all([
      this.store.quizzes().deleteMany({}),
      this.store.index().deleteMany({}),
      this.store.keys().deleteMany({}),
    ]);
  }
}

function add(map: Map<string, Set<string>>, key: string, value: string): void {
  const set = map.get(key) ?? new Set<string>();
  set.add(value);
  map.set(key, set);
}
