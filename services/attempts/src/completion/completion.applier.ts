import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { QuizCompleted, type EventEnvelope } from '@exam/contracts';
import type { ChangeApplier, ChangeLogEntry } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { CAPABILITY, type CompletionChange } from '../persistence/attempt-changes';
import { insertNew } from '../persistence/ignore-duplicates';
import { nativeCollection } from '../persistence/keys';
import { QuizAttempt } from '../persistence/quiz-attempt.schema';
import { RankedClaims } from './ranked-claims';

/**
 * Applies committed completions in a batch: claims the rank (first in commit order), stores the attempts
 * with it, and hands back their QuizCompleted events carrying it. Applied again after a crash, the claim
 * and the attempt are found already there and the same events come out (projectors de-duplicate).
 */
@Injectable()
export class CompletionApplier implements ChangeApplier<CompletionChange> {
  readonly capability = CAPABILITY.completion;

  constructor(
    @InjectModel(QuizAttempt.name, ATTEMPTS) private readonly model: Model<QuizAttempt>,
    private readonly claims: RankedClaims,
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<CompletionChange>>): Promise<EventEnvelope[][]> {
    const attempts = entries.map((e) => e.change.attempt);
    const ranked = await this.claims.claimAll(attempts);
    const docs = attempts.map((a, i) => ({ ...a, ranked: ranked[i] }));
    const already = await insertNew(nativeCollection<QuizAttempt>(this.model), docs);
    const sameSubmission = await Promise.all(
      docs.map(async (doc, i) => !already.has(i) || (await this.isStored(doc))),
    );
    return entries.map((entry, i) =>
      // Another submission stored under this attemptId (answered from it on the request path): no event.
      sameSubmission[i] ? entry.events.map((e) => withRank(e, ranked[i])) : [],
    );
  }

  private async isStored(doc: QuizAttempt): Promise<boolean> {
    const stored = await nativeCollection<QuizAttempt>(this.model).findOne({ _id: doc._id });
    return !!stored && new Date(stored.completedAt).getTime() === new Date(doc.completedAt).getTime();
  }
}

function withRank(event: EventEnvelope, ranked: boolean): EventEnvelope {
  return QuizCompleted.is(event) ? { ...event, payload: { ...event.payload, ranked } } : event;
}
