import { ObjectId } from 'mongodb';
import { randomUUID } from 'node:crypto';
import { INTERNAL_TOPICS, TOPICS } from '@exam/contracts';
import { OutboxDrain } from '@exam/messaging';
import { countEvents, eventually, seedDatabase, startTestApp, testConfig } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { registrationEvents } from '../src/users/registration-events';

/**
 * Issue 36: users change through the change log only; what an older version left in a user's `outbox`
 * array is published once at the next start, and the array goes.
 */
describe('the one-off drain of the users’ old outboxes', () => {
  it('publishes a user’s unsent events once at start, removes the array, and publishes nothing at the next start', async () => {
    const config = testConfig();
    const start = () => startTestApp((c) => IdentityAppModule.forRoot(c), config);

    // Given a user the old version stored with its registration events still in its outbox (never relayed)
    const _id = new ObjectId();
    const userId = _id.toHexString();
    const email = `drain.${randomUUID().slice(0, 6)}@example.com`;
    const profile = {
      ...{ name: 'Drain Test', email, mobile: '9999999999', classs: 'Already passed 12th', school: 'S' },
      ...{
        schoolcode: 'Empty',
        section: 'Unavailable',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
      },
      role: 'learner' as const,
    };
    const stored = registrationEvents(userId, profile);
    const user = {
      _id,
      ...profile,
      key: 'k',
      paid: false,
      rollNumber: '',
      passwordHash: 'x',
      verified: false,
    };
    await seedDatabase(config, 'identity', (db) =>
      db.collection('users').insertOne({ ...user, otp: null, session: null, outbox: stored }),
    );

    // When this version starts on that data
    const first = await start();
    const profileOf = () =>
      first
        .db('identity')
        .collection('learner_profiles')
        .findOne({ _id: userId as never });
    try {
      // Then it publishes both events, which reach the bus and the learner profile once, and drops the array
      expect(await first.app.get(OutboxDrain).done()).toBe(2);
      await eventually(async () => expect(await profileOf()).toMatchObject({ email, v: 1 }));
      const counter = await countEvents(first, [TOPICS.identity, INTERNAL_TOPICS.identity]);
      await counter.caughtUpWith(stored);
      expect(stored.map((e) => counter.times(e.eventId))).toEqual([1, 1]);
      const doc = await first.db('identity').collection('users').findOne({ _id });
      expect(doc).toMatchObject({ email, verified: false });
      expect(doc).not.toHaveProperty('outbox');
    } finally {
      await first.close({ keepData: true });
    }

    // And a second start finds nothing to publish
    const second = await start();
    try {
      expect(await second.app.get(OutboxDrain).done()).toBe(0);
      expect(await second.db('identity').collection('users').findOne({ _id })).not.toHaveProperty('outbox');
    } finally {
      await second.close();
    }
  });
});
