import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { nativeCollection } from '../persistence/keys';
import { PendingChanges } from '../persistence/pending-changes';
import { QuizAttempt } from '../persistence/quiz-attempt.schema';

export const completionCommitId = (attemptId: string) => `completion:${attemptId}`;

/** Finds a recorded completion by attemptId: in quiz_attempts, or still in its commit record. */
@Injectable()
export class CompletionRecords {
  constructor(
    @InjectModel(QuizAttempt.name, ATTEMPTS) private readonly attempts: Model<QuizAttempt>,
    private readonly changes: PendingChanges,
  ) {}

  async find(attemptId: string): Promise<QuizAttempt | null> {
    const stored = await nativeCollection<QuizAttempt>(this.attempts).findOne({ _id: attemptId });
    if (stored) return stored;
    const pending = await this.changes.find(completionCommitId(attemptId));
    return pending?.kind === 'completion' ? pending.attempt : null;
  }
}
