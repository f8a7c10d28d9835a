import { Injectable } from '@nestjs/common';
import { ChangeLog, type ChangeLogEntry } from '@exam/messaging';
import { applySaves, type SavedResponse } from './domain/responses';
import { EXAM_CAPABILITY, type ExamSessionChange } from './persistence/exam-changes';
import type { ExamSessionDoc } from './persistence/exam-session.schema';
import { ExamStore } from './persistence/exam-store';
import { decodeResponses } from './persistence/response-codec';

/** Sessions held in memory at most; the oldest go first. */
const CACHE_MAX = 50_000;
/**
 * An open session cached this long is read again: in distributed mode another instance may have submitted
 * it (a submitted one never changes).
 */
const OPEN_TTL_MS = 30_000;

/**
 * Exam sessions for the request path: from memory when this instance has them (the applier keeps them
 * current), else one read by _id. A save's checks (status, deadline, sections) cost no database read.
 */
@Injectable()
export class ExamSessions {
  private readonly cache = new Map<string, { doc: ExamSessionDoc; at: number }>();

  constructor(
    private readonly store: ExamStore,
    private readonly log: ChangeLog,
  ) {}

  async get(key: string): Promise<ExamSessionDoc | null> {
    const hit = this.cache.get(key);
    if (hit && (hit.doc.status === 'submitted' || Date.now() - hit.at < OPEN_TTL_MS)) return hit.doc;
    const doc = (await this.store.sessions().findOne({ _id: key })) ?? this.pendingStart(key);
    if (doc) this.remember(doc);
    return doc;
  }

  /**
   * The session once `ready` holds for it, read again every 25 ms (a start or submission another request
   * committed first may still be on its way); null if it never does within `timeoutMs`.
   */
  async waitFor(
    key: string,
    ready: (doc: ExamSessionDoc) => boolean,
    timeoutMs: number,
  ): Promise<ExamSessionDoc | null> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const doc = await this.get(key);
      if (doc && ready(doc)) return doc;
      if (Date.now() > until) return null;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** What this instance holds of a session, however old (the applier's guard catches a stale copy). */
  cached(key: string): ExamSessionDoc | undefined {
    return this.cache.get(key)?.doc;
  }

  forget(keys: readonly string[]): void {
    for (const key of keys) this.cache.delete(key);
  }

  /** The applier's latest copy of a session it wrote. */
  remember(doc: ExamSessionDoc): void {
    this.cache.delete(doc._id);
    this.cache.set(doc._id, { doc, at: Date.now() });
    if (this.cache.size > CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
  }

  /** A start committed in this instance and not applied yet. */
  pendingStart(key: string): ExamSessionDoc | null {
    for (const entry of this.exam())
      if (entry.change.op === 'start' && entry.change.session._id === key) return entry.change.session;
    return null;
  }

  /**
   * The session's responses and each device's last seq, with the saves this instance committed and has not
   * applied yet (a reload right after a save sees it).
   */
  current(doc: ExamSessionDoc): { responses: SavedResponse[]; seqs: Record<string, number> } {
    let responses = decodeResponses(doc.responses, doc.questionCount);
    const seqs = { ...doc.seqs };
    for (const entry of this.exam()) {
      const change = entry.change;
      if (change.op !== 'save' || change.key !== doc._id || doc.status !== 'open') continue;
      const applied = applySaves(responses, seqs[change.deviceId] ?? 0, change.items);
      responses = applied.responses;
      seqs[change.deviceId] = applied.lastSeq;
    }
    return { responses, seqs };
  }

  private *exam(): Generator<ChangeLogEntry<ExamSessionChange>> {
    for (const entry of this.log.pending())
      if (entry.capability === EXAM_CAPABILITY.session) yield entry as ChangeLogEntry<ExamSessionChange>;
  }
}
