import { ObjectId } from 'mongodb';
import { UserLoggedIn, type EventEnvelope } from '@exam/contracts';
import {
  AggregateChangeApplier,
  APPLIED_CHANGES_FIELD,
  ChangeLog,
  changeId,
  type AggregateChange,
  type AggregateDoc,
  type ChangeLogEntry,
  type StoredChangeLogEntry,
} from '../src';
import { recordingBus, scratchDatabase } from './support/messaging-fixtures';

const loggedIn = (userId: string, sessionId: string) =>
  UserLoggedIn.create(userId, {
    userId,
    sessionId,
    startedAt: new Date().toISOString(),
    forced: false,
  });

/** The aggregate applier on the real database, with what identity's users need of it. */
describe('aggregate changes keyed by ObjectId, with nested expectations and a bounded history', () => {
  const db = scratchDatabase('aggregate');
  const { bus, published } = recordingBus('identity.events');

  const accounts = () => db().collection<AggregateDoc>('accounts');
  const setUp = (keepApplied?: number) => {
    const applier = new AggregateChangeApplier('test.accounts', accounts, { keepApplied });
    const log = new ChangeLog('test', () => db().collection<StoredChangeLogEntry>('change_log'), bus());
    log.register(applier);
    log.start();
    return { applier, log };
  };
  const timesPublished = (e: EventEnvelope) => published.filter((p) => p.eventId === e.eventId).length;

  it('creates and changes a document keyed by an ObjectId, on a nested expectation, and publishes only what took effect', async () => {
    const { applier, log } = setUp();
    try {
      const id = new ObjectId();
      const userId = id.toHexString();
      const first = loggedIn(userId, 's1');
      expect(
        await applier.commit(
          log,
          { op: 'insert', id, document: { session: { sessionId: 's1' }, role: 'learner' } },
          [first],
        ),
      ).toBe(true);

      // A logout of the live session takes effect; one of a session long gone does not.
      const stale = loggedIn(userId, 'stale');
      const gone = await applier.commit(
        log,
        {
          op: 'update',
          id,
          expect: {},
          expectPaths: [{ path: 'session.sessionId', value: 'not-this-one' }],
          set: { session: null },
        },
        [stale],
      );
      const live = loggedIn(userId, 'live');
      const ended = await applier.commit(
        log,
        {
          op: 'update',
          id,
          expect: { role: 'learner' },
          expectPaths: [{ path: 'session.sessionId', value: 's1' }],
          set: { session: null },
        },
        [live],
      );
      expect({ gone, ended }).toEqual({ gone: false, ended: true });
      await log.drain();
      expect(await accounts().findOne({ _id: id })).toMatchObject({ session: null, role: 'learner' });
      expect([first, stale, live].map(timesPublished)).toEqual([1, 0, 1]);
    } finally {
      await log.stop();
    }
  });

  it('never applies an entry twice, also one without an expectation, and keeps the history bounded', async () => {
    const { applier, log } = setUp(3);
    try {
      const id = new ObjectId();
      await applier.commit(log, { op: 'insert', id, document: { n: 0 } }, []);
      const entries: ChangeLogEntry<AggregateChange>[] = [];
      for (let n = 1; n <= 10; n++) {
        const entry: ChangeLogEntry<AggregateChange> = {
          _id: changeId('test.accounts', `${id.toHexString()}:${n}`),
          capability: 'test.accounts',
          change: { op: 'update', id, expect: {}, set: { n } },
          events: [],
          committedAt: new Date(),
        };
        entries.push(entry);
        await applier.apply([entry]);
      }
      const doc = (await accounts().findOne({ _id: id }))!;
      expect(doc.n).toBe(10);
      // Trimmed whenever it held more than twice the number kept; the newest ids are always there.
      const kept = doc[APPLIED_CHANGES_FIELD] as string[];
      expect(kept.length).toBeLessThanOrEqual(6);
      expect(kept.slice(-3)).toEqual(entries.slice(-3).map((e) => e._id));

      // Re-applied (a crash after applying, before clearing): a recent entry changes nothing and still
      // counts as taken effect; the document keeps its newest state.
      const [recent] = entries.slice(-2);
      expect(await applier.apply([recent])).toEqual([{ tookEffect: true, events: recent.events }]);
      expect(await applier.tookEffect([{ entryId: recent._id, aggregateId: id }])).toEqual([true]);
      expect((await accounts().findOne({ _id: id }))!.n).toBe(10);
    } finally {
      await log.stop();
    }
  });
});
