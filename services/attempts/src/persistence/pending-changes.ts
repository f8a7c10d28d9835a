import { isDuplicateKey } from '@exam/common';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { EventEnvelope } from '@exam/contracts';
import { OutboxRelay } from '@exam/messaging';
import type { Collection, OptionalUnlessRequiredId } from 'mongodb';
import type { Model } from 'mongoose';
import { ATTEMPTS } from '../attempts.constants';
import { nativeCollection } from './keys';
import { PendingChange, type Change } from './pending-change.schema';
import { QuizAttempt } from './quiz-attempt.schema';
import { QuizProgress } from './quiz-progress.schema';
import { REATTEMPT_TIME_SPENT, TIME_SPENT, type TimeSpentRecord } from './time-spent.schema';

/** How often committed changes whose events are out get cleared (their changes applied, again if need be). */
const SWEEP_EVERY_MS = 500;
const SWEEP_BATCH = 500;
/** The relay's name for pending_changes' outbox. */
export const PENDING_CHANGES_OUTBOX = 'attempts.pending_changes';

export type CommitOutcome = { committed: true } | { committed: false; existing: Change | null };

/**
 * Writes a change and its events in one insert (the commit), applies the change to its own collection, and
 * nudges the relay. Every apply is idempotent, so the sweeper can apply a commit again before deleting it:
 * a crash between the commit and the apply loses nothing.
 */
@Injectable()
export class PendingChanges implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('PendingChanges');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;

  constructor(
    @InjectModel(PendingChange.name, ATTEMPTS) readonly model: Model<PendingChange>,
    @InjectModel(QuizAttempt.name, ATTEMPTS) private readonly attempts: Model<QuizAttempt>,
    @InjectModel(QuizProgress.name, ATTEMPTS) private readonly progress: Model<QuizProgress>,
    @InjectModel(TIME_SPENT, ATTEMPTS) private readonly timeSpent: Model<TimeSpentRecord>,
    @InjectModel(REATTEMPT_TIME_SPENT, ATTEMPTS) private readonly reattemptTimeSpent: Model<TimeSpentRecord>,
    private readonly relay: OutboxRelay,
  ) {}

  /** Commits once per id: a second commit with the same id stores nothing and hands back the first change. */
  async commit(id: string, change: Change, events: readonly EventEnvelope[]): Promise<CommitOutcome> {
    try {
      await this.commits().insertOne({ _id: id, change, outbox: [...events], createdAt: new Date() });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
      const existing = await this.commits().findOne({ _id: id }, { projection: { change: 1 } });
      // null: swept meanwhile, so the change is in its own collection.
      return { committed: false, existing: existing?.change ?? null };
    }
    await this.applyAll([change]);
    this.relay.nudge(PENDING_CHANGES_OUTBOX);
    return { committed: true };
  }

  /** The committed change with this id, while its events are still on their way. */
  async find(id: string): Promise<Change | null> {
    const doc = await this.commits().findOne({ _id: id }, { projection: { change: 1 } });
    return doc?.change ?? null;
  }

  private commits() {
    return nativeCollection<PendingChange>(this.model);
  }

  /** Applies changes to their own collections; each is idempotent, so applying one again changes nothing. */
  private async applyAll(changes: readonly Change[]): Promise<void> {
    const of = <K extends Change['kind']>(kind: K) =>
      changes.filter((c): c is Extract<Change, { kind: K }> => c.kind === kind);
    const times = of('time-spent');
    const progress = of('first-attempt').map(({ progress: { _id, ...fields } }) => ({
      updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true },
    }));
    await Promise.all([
      insertNew(
        nativeCollection<QuizAttempt>(this.attempts),
        of('completion').map((c) => c.attempt),
      ),
      insertNew(
        nativeCollection<TimeSpentRecord>(this.timeSpent),
        times.filter((c) => c.mode === 'attempt').map((c) => c.record),
      ),
      insertNew(
        nativeCollection<TimeSpentRecord>(this.reattemptTimeSpent),
        times.filter((c) => c.mode === 'reattempt').map((c) => c.record),
      ),
      progress.length &&
        ignoreDuplicates(() =>
          nativeCollection<QuizProgress>(this.progress).bulkWrite(progress, { ordered: false }),
        ),
    ]);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }

  /** Applies (again) and deletes commits whose events the relay has published. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce()
      .catch((e: Error) => this.logger.warn({ msg: 'Sweeping published changes failed', error: e.message }))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const published = { 'outbox.0': { $exists: false } };
    const done = await this.commits()
      .find(published, { projection: { change: 1 } })
      .limit(SWEEP_BATCH)
      .toArray();
    if (!done.length) return;
    await this.applyAll(done.map((d) => d.change));
    await this.commits().deleteMany({ _id: { $in: done.map((d) => d._id) }, ...published });
  }
}

/** Inserts what is not there yet: documents already inserted (by the first apply) are skipped. */
async function insertNew<T extends { _id: string }>(collection: Collection<T>, docs: T[]): Promise<void> {
  if (docs.length)
    await ignoreDuplicates(() =>
      collection.insertMany(docs as OptionalUnlessRequiredId<T>[], { ordered: false }),
    );
}

async function ignoreDuplicates(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    const writeErrors = (e as { writeErrors?: unknown }).writeErrors;
    const errors = writeErrors === undefined ? [e] : ([] as unknown[]).concat(writeErrors);
    if (!errors.every(isDuplicateKey)) throw e;
  }
}
