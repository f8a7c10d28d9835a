import { insertNew } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QuizCompleted, type EventEnvelope } from '@exam/contracts';
import { NO_EFFECT, type AppliedVerdict, type ChangeApplier, type ChangeLogEntry } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { CAPABILITY, type CompletionChange } from '../shared/persistence/attempt-changes';
import { nativeCollection } from '../shared/persistence/keys';
import { Completion } from './persistence/completion.schema';
import { mistakesRecorded } from './mistakes-recorded';
import { RankedClaims } from './persistence/ranked-claims';

/**
 * Applies committed completions in a batch: claims the rank (first in commit order), stores the attempts
 * with it, and hands back their QuizCompleted events carrying it. Applied again after a crash, the claim
 * and the attempt are found already there and the same events come out (projectors de-duplicate).
 */
@Injectable()
export class CompletionApplier implements ChangeApplier<CompletionChange> {
  readonly capability = CAPABILITY.completion;

  constructor(
    @InjectModel(Completion.name, ATTEMPTS) private readonly model: Model<Completion>,
    private readonly claims: RankedClaims,
  ) {}

  /**
   * Per entry: took effect when its submission is the one stored under its attemptId; not when another
   * submission holds the attemptId (its command answers from that one, read only then), with no event.
   */
  async apply(entries: ReadonlyArray<ChangeLogEntry<CompletionChange>>): Promise<AppliedVerdict[]> {
    const attempts = entries.map((e) => e.change.attempt);
    // An exam played for practice (issue 31) never claims the rank: the exam's standings are its ranking.
    const claimed = await this.claims.claimAll(attempts.filter((a) => !a.unranked));
    let next = 0;
    const ranked = attempts.map((a) => (a.unranked ? false : claimed[next++]));
    const docs = attempts.map((a, i) => ({ ...a, ranked: ranked[i] }));
    const already = await insertNew(nativeCollection<Completion>(this.model), docs);
    // Only an attemptId found already stored is read: its own insert from before a crash, or another one.
    const other = await Promise.all(docs.map((doc, i) => already.has(i) && this.anotherStored(doc)));
    return entries.map((entry, i) =>
      other[i]
        ? NO_EFFECT
        : {
            tookEffect: true,
            events: [...entry.events.map((e) => withRank(e, ranked[i])), ...mistakesRecorded(docs[i])],
          },
    );
  }

  /** Whether the completion stored under doc's attemptId is another submission's (not doc applied again). */
  private async anotherStored(doc: Completion): Promise<boolean> {
    const stored = await nativeCollection<Completion>(this.model).findOne({ _id: doc._id });
    // Refused as a duplicate and gone since (not a path of this service): not stored, no event, as before.
    if (!stored) return true;
    return new Date(stored.completedAt).getTime() !== new Date(doc.completedAt).getTime();
  }
}

function withRank(event: EventEnvelope, ranked: boolean): EventEnvelope {
  return QuizCompleted.is(event) ? { ...event, payload: { ...event.payload, ranked } } : event;
}
