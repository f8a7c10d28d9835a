import { ignoreDuplicates } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ChangeApplier, ChangeLogEntry } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { CAPABILITY, type FirstAttemptChange } from '../shared/persistence/attempt-changes';
import { nativeCollection } from '../shared/persistence/keys';
import { QuizProgress } from './persistence/quiz-progress.schema';

/** A learner's first attempt of a quiz: inserted once ($setOnInsert), so applying it again changes nothing. */
@Injectable()
export class FirstAttemptApplier implements ChangeApplier<FirstAttemptChange> {
  readonly capability = CAPABILITY.firstAttempt;

  constructor(@InjectModel(QuizProgress.name, ATTEMPTS) private readonly model: Model<QuizProgress>) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<FirstAttemptChange>>): Promise<void> {
    const ops = entries.map(
      ({
        change: {
          progress: { _id, ...fields },
        },
      }) => ({
        updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true },
      }),
    );
    await ignoreDuplicates(() =>
      nativeCollection<QuizProgress>(this.model).bulkWrite(ops, { ordered: false }),
    );
  }
}
