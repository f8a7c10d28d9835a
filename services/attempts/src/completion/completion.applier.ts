import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QuizCompleted, type EventEnvelope } from '@exam/contracts';
import { ChangeLog, type ChangeApplier, type ChangeLogEntry } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { CAPABILITY, type CompletionChange } from '../persistence/attempt-changes';
import { insertNew } from '../persistence/ignore-duplicates';
import { nativeCollection } from '../persistence/keys';
import { QuizAttempt } from '../persistence/quiz-attempt.schema';
import { mistakesRecorded } from './mistakes-recorded';
import { RankedClaims } from './ranked-claims';

/**
 * Applies committed completions in a batch: claims the rank (first in commit order), stores the attempts
 * with it, and hands back their QuizCompleted events carrying it. Applied again after a crash, the claim
 * and the attempt are found already there and the same events come out (projectors de-duplicate).
 */
@Injectable()
export class CompletionApplier implements ChangeApplier<CompletionChange> {
  readonly capability = CAPABILITY.completion;

  /**
   * Per change-log entry whose command waits for it (ChangeLog.commitApplied): the completion stored
   * earlier under the same attemptId by another submission, which the command answers from.
   */
  private readonly earlier = new Map<string, QuizAttempt>();

  constructor(
    @InjectModel(QuizAttempt.name, ATTEMPTS) private readonly model: Model<QuizAttempt>,
    private readonly claims: RankedClaims,
    private readonly log: ChangeLog,
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<CompletionChange>>): Promise<EventEnvelope[][]> {
    const attempts = entries.map((e) => e.change.attempt);
    // An exam played for practice (issue 31) never claims the rank: the exam's standings are its ranking.
    const claimed = await this.claims.claimAll(attempts.filter((a) => !a.unranked));
    let next = 0;
    const ranked = attempts.map((a) => (a.unranked ? false : claimed[next++]));
    const docs = attempts.map((a, i) => ({ ...a, ranked: ranked[i] }));
    const already = await insertNew(nativeCollection<QuizAttempt>(this.model), docs);
    // Only an attemptId found already stored is read: its own insert from before a crash, or another one.
    const other = await Promise.all(docs.map((doc, i) => (already.has(i) ? this.otherStored(doc) : null)));
    other.forEach((stored, i) => {
      if (stored && this.log.isAwaited(entries[i]._id)) this.earlier.set(entries[i]._id, stored);
    });
    return entries.map((entry, i) =>
      // Another submission stored under this attemptId (its command answers from it): no event.
      other[i] ? [] : [...entry.events.map((e) => withRank(e, ranked[i])), ...mistakesRecorded(docs[i])],
    );
  }

  /**
   * After ChangeLog.commitApplied of this completion: the submission stored earlier under its attemptId,
   * or null when this one is stored (asked once per entry).
   */
  takeEarlier(entryId: string): QuizAttempt | null {
    const stored = this.earlier.get(entryId) ?? null;
    this.earlier.delete(entryId);
    return stored;
  }

  /** The stored completion under doc's attemptId when it is another submission (null when it is doc). */
  private async otherStored(doc: QuizAttempt): Promise<QuizAttempt | null> {
    const stored = await nativeCollection<QuizAttempt>(this.model).findOne({ _id: doc._id });
    // Refused as a duplicate and gone since (not a path of this service): not stored, no event, as before.
    if (!stored) return doc;
    return new Date(stored.completedAt).getTime() === new Date(doc.completedAt).getTime() ? null : stored;
  }
}

function withRank(event: EventEnvelope, ranked: boolean): EventEnvelope {
  return QuizCompleted.is(event) ? { ...event, payload: { ...event.payload, ranked } } : event;
}
