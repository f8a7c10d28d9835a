import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ChangeLog, changeId, type ChangeLogEntry } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../../attempts.constants';
import { CAPABILITY, type CompletionChange } from '../../shared/persistence/attempt-changes';
import { nativeCollection, progressKey } from '../../shared/persistence/keys';
import { Completion } from './completion.schema';

export const completionCommitId = (attemptId: string) => changeId(CAPABILITY.completion, attemptId);

/** Finds a recorded completion by attemptId: in quiz_attempts, or still in the change log. */
@Injectable()
export class CompletionRecords {
  constructor(
    @InjectModel(Completion.name, ATTEMPTS) private readonly completions: Model<Completion>,
    private readonly log: ChangeLog,
  ) {}

  /** Only what is applied: one lookup by _id. */
  stored(attemptId: string): Promise<Completion | null> {
    return nativeCollection<Completion>(this.completions).findOne({ _id: attemptId });
  }

  async find(attemptId: string): Promise<Completion | null> {
    const stored = await this.stored(attemptId);
    if (stored) return stored;
    const pending = await this.log.find<CompletionChange>(completionCommitId(attemptId));
    return pending?.change.attempt ?? null;
  }

  /**
   * The learner's earliest completion of the quiz committed in this instance and not applied yet (a few
   * milliseconds old): until it is applied, nothing else knows it will rank first.
   */
  pendingFor(userId: string, quizId: string): Completion | null {
    const key = progressKey(userId, quizId);
    let first: Completion | null = null;
    for (const entry of this.log.pending()) {
      if (entry.capability !== CAPABILITY.completion) continue;
      const { attempt } = (entry as ChangeLogEntry<CompletionChange>).change;
      if (
        progressKey(attempt.userId, attempt.quizId) === key &&
        (!first || attempt.completedAt < first.completedAt)
      )
        first = attempt;
    }
    return first;
  }
}
