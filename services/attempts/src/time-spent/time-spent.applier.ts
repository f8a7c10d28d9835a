import { insertNew } from '@exam/common';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { ChangeApplier, ChangeLogEntry } from '@exam/messaging';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { CAPABILITY, type TimeSpentChange } from '../shared/persistence/attempt-changes';
import { nativeCollection } from '../shared/persistence/keys';
import { REATTEMPT_TIME_SPENT, TIME_SPENT, type TimeSpentRecord } from './persistence/time-spent.schema';

/** Time-spent records, each in its collection; a record already there (applied before a crash) is skipped. */
@Injectable()
export class TimeSpentApplier implements ChangeApplier<TimeSpentChange> {
  readonly capability = CAPABILITY.timeSpent;

  constructor(
    @InjectModel(TIME_SPENT, ATTEMPTS) private readonly timeSpent: Model<TimeSpentRecord>,
    @InjectModel(REATTEMPT_TIME_SPENT, ATTEMPTS) private readonly reattempts: Model<TimeSpentRecord>,
  ) {}

  async apply(entries: ReadonlyArray<ChangeLogEntry<TimeSpentChange>>): Promise<void> {
    const of = (mode: TimeSpentChange['mode']) =>
      entries.filter((e) => e.change.mode === mode).map((e) => e.change.record);
    await Promise.all([
      insertNew(nativeCollection<TimeSpentRecord>(this.timeSpent), of('attempt')),
      insertNew(nativeCollection<TimeSpentRecord>(this.reattempts), of('reattempt')),
    ]);
  }
}
