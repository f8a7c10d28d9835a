import { insertNew } from '@exam/common';
import { Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@exam/contracts';
import {
  findByIds,
  NO_EFFECT,
  type AppliedVerdict,
  type ChangeApplier,
  type ChangeLogEntry,
} from '@exam/messaging';
import type { AnyBulkWriteOperation } from 'mongodb';
import { QuizCatalogReadModel } from '../quiz-catalog/persistence/quiz-catalog.read-model';
import { AUTO_SUBMIT_GRACE_MS } from './domain/exam-rules';
import { scoreExam } from './domain/exam-scoring';
import { applySaves, type SavedResponse } from './domain/responses';
import { submittedEvents } from './exam-session.events';
import { ExamSessions } from './exam-sessions';
import { EXAM_CAPABILITY, type ExamSessionChange } from './persistence/exam-changes';
import type { ExamSessionDoc } from './persistence/exam-session.schema';
import { ExamStore } from './persistence/exam-store';
import { decodeResponses, encodeResponses } from './persistence/response-codec';

type Entry = ChangeLogEntry<ExamSessionChange>;
interface Work {
  doc: ExamSessionDoc;
  responses: SavedResponse[];
  /** The stored version (null: created by this batch). */
  storedV: number | null;
  changed: boolean;
  /** The fields this batch changed: an update sets only these (FerretDB rewrites less). */
  set: Record<string, unknown>;
}

/** Updates per bulk write: the change log's commits get the database's writer between them. */
const UPDATES_PER_WRITE = 100;

const keyOf = ({ change }: Entry) => (change.op === 'start' ? change.session._id : change.key);

/**
 * Applies exam sessions' starts, saves and submissions in commit order: one read of the batch's sessions,
 * then one insert of the new ones and one bulk write of the changed ones, each guarded by the version read
 * (another instance writing meanwhile makes the batch retry). Saves apply after their device's last seq
 * (idempotent); a submission scores the responses saved until then. Applied again after a crash, a start or
 * a submission recognises itself (startEntry, submitEntry) and tells its events again.
 */
@Injectable()
export class ExamSessionApplier implements ChangeApplier<ExamSessionChange> {
  readonly capability = EXAM_CAPABILITY.session;
  private readonly listeners = new Set<(doc: ExamSessionDoc) => void>();

  constructor(
    private readonly store: ExamStore,
    private readonly sessions: ExamSessions,
    private readonly quizzes: QuizCatalogReadModel,
  ) {}

  /** Called with every session this instance started or submitted (the deadline timers follow them). */
  onWritten(listener: (doc: ExamSessionDoc) => void): void {
    this.listeners.add(listener);
  }

  async apply(entries: readonly Entry[]): Promise<AppliedVerdict[]> {
    const work = new Map<string, Work>();
    for (const [key, doc] of await this.read([...new Set(entries.map(keyOf))]))
      work.set(key, {
        doc,
        responses: decodeResponses(doc.responses, doc.questionCount),
        storedV: doc.v,
        changed: false,
        set: {},
      });
    const verdicts: AppliedVerdict[] = [];
    for (const entry of entries) verdicts.push(await this.applyOne(entry, work));
    const changed = [...work.values()].filter((w) => w.changed);
    try {
      await this.write(changed);
    } catch (e) {
      // Another instance wrote one of them: read them all afresh when the batch is applied again.
      this.sessions.forget([...work.keys()]);
      throw e;
    }
    return verdicts;
  }

  /** The sessions of a batch: the copies this instance holds, and one read for the others. */
  private async read(keys: string[]): Promise<Map<string, ExamSessionDoc>> {
    const found = new Map<string, ExamSessionDoc>();
    for (const key of keys) {
      const doc = this.sessions.cached(key);
      if (doc && doc.v > 0) found.set(key, doc);
    }
    const missing = keys.filter((k) => !found.has(k));
    if (missing.length)
      for (const [key, doc] of await findByIds(this.store.sessions(), missing)) found.set(key, doc);
    return found;
  }

  private async applyOne(entry: Entry, work: Map<string, Work>): Promise<AppliedVerdict> {
    const { change } = entry;
    const w = work.get(keyOf(entry));
    if (change.op === 'start') {
      if (w) return w.doc.startEntry === entry._id ? took(entry.events) : NO_EFFECT;
      const doc = { ...change.session, startEntry: entry._id };
      work.set(doc._id, {
        doc,
        responses: decodeResponses(doc.responses, doc.questionCount),
        storedV: null,
        changed: true,
        set: {},
      });
      return took(entry.events);
    }
    if (!w) return NO_EFFECT;
    if (change.op === 'save') {
      if (w.doc.status !== 'open' || new Date(change.receivedAt) > w.doc.deadline) return NO_EFFECT;
      const saved = applySaves(w.responses, w.doc.seqs[change.deviceId] ?? 0, change.items);
      if (!saved.applied) return NO_EFFECT;
      w.responses = saved.responses;
      w.doc = { ...w.doc, seqs: { ...w.doc.seqs, [change.deviceId]: saved.lastSeq } };
      w.set[`seqs.${change.deviceId}`] = saved.lastSeq;
      w.set.responses = true;
      w.changed = true;
      return took([]);
    }
    if (w.doc.status === 'submitted')
      return w.doc.submitEntry === entry._id ? took(await this.tellSubmitted(w, entry._id)) : NO_EFFECT;
    const submitted = {
      status: 'submitted' as const,
      submittedAt: new Date(change.requestedAt),
      auto: change.auto,
      submitEntry: entry._id,
    };
    w.doc = { ...w.doc, ...submitted };
    Object.assign(w.set, submitted);
    w.changed = true;
    const events = await this.tellSubmitted(w, entry._id);
    w.set.result = w.doc.result;
    w.set.sectionResults = w.doc.sectionResults;
    return took(events);
  }

  private async tellSubmitted(w: Work, entryId: string): Promise<EventEnvelope[]> {
    const quiz = await this.quizzes.factsOf(w.doc.quizId);
    if (!quiz) throw new Error(`Exam ${w.doc.quizId} has no answer key yet; will retry`);
    const score = scoreExam(w.responses, quiz, w.doc.sections);
    w.doc = { ...w.doc, result: score.result, sectionResults: score.sections };
    return submittedEvents(w.doc, w.responses, score, entryId, quiz);
  }

  private async write(changed: Work[]): Promise<void> {
    for (const w of changed) w.doc = { ...w.doc, responses: encodeResponses(w.responses) };
    const created = changed.filter((w) => w.storedV === null).map((w) => ({ ...w.doc, v: 1 }));
    if ((await insertNew(this.store.sessions(), created)).size)
      throw new Error('An exam session was started elsewhere meanwhile; will retry');
    const ops: AnyBulkWriteOperation<ExamSessionDoc>[] = changed
      .filter((w) => w.storedV !== null)
      .map(({ doc, storedV, set }) => {
        const fields = { ...set, ...(set.responses ? { responses: doc.responses } : {}), v: storedV! + 1 };
        return { updateOne: { filter: { _id: doc._id, v: storedV! }, update: { $set: fields } } };
      });
    for (let i = 0; i < ops.length; i += UPDATES_PER_WRITE) {
      const slice = ops.slice(i, i + UPDATES_PER_WRITE);
      const res = await this.store.sessions().bulkWrite(slice, { ordered: false });
      if (res.matchedCount < slice.length)
        throw new Error('An exam session changed elsewhere meanwhile; will retry');
    }
    await this.markOpen(changed);
    for (const w of changed) {
      w.doc = { ...w.doc, v: (w.storedV ?? 0) + 1 };
      this.sessions.remember(w.doc);
      this.listeners.forEach((l) => l(w.doc));
    }
  }

  /** The small collection of sessions not submitted yet, which the deadline sweep reads whole. */
  private async markOpen(changed: Work[]): Promise<void> {
    const opened = changed
      .filter((w) => w.storedV === null && w.doc.status === 'open')
      .map(({ doc: d }) => ({
        _id: d._id,
        quizId: d.quizId,
        autoSubmitAt: new Date(d.deadline.getTime() + AUTO_SUBMIT_GRACE_MS),
      }));
    await insertNew(this.store.open(), opened);
    const closed = changed
      .filter((w) => w.doc.status === 'submitted' && w.doc.submitEntry)
      .map((w) => w.doc._id);
    if (closed.length) await this.store.open().deleteMany({ _id: { $in: closed } });
  }
}

const took = (events: readonly EventEnvelope[]): AppliedVerdict => ({ tookEffect: true, events });
