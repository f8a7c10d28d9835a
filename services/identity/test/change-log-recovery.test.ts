import { ObjectId } from 'mongodb';
import { TOPICS, UserLoggedOut, UserProfileUpdated, type EventEnvelope } from '@exam/contracts';
import {
  APPLIED_CHANGES_FIELD,
  CHANGE_LOG_COLLECTION,
  changeId,
  EVENT_BUS,
  type ChangeLogEntry,
  type EventBus,
} from '@exam/messaging';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { UsersApplier } from '../src/users/users.applier';
import { USERS_CAPABILITY } from '../src/users/persistence/users.repository';
import { loggedInLearner, login } from './support/identity-fixtures';

/**
 * Users change through the change log: an entry a crash left committed but not applied is finished by the
 * sweeper and its events are published once; an entry whose expectation no longer holds publishes nothing;
 * and an entry applied again (a crash after applying, before clearing) changes nothing the second time,
 * also one without an expectation, whose write would otherwise undo a newer change.
 */
describe('user changes left in the change log by a crash', () => {
  let t: TestApp;
  const seen: EventEnvelope[] = [];
  beforeAll(async () => {
    t = await startTestApp((c) => IdentityAppModule.forRoot(c));
    await t.app.get<EventBus>(EVENT_BUS).subscribe({
      groupId: 'test.identity-observer',
      topics: [TOPICS.identity],
      handle: async (e) => void seen.push(e),
    });
  });
  afterAll(() => t.close());

  const published = (e: EventEnvelope) => seen.filter((s) => s.eventId === e.eventId).length;
  const users = () => t.db('identity').collection('users');
  const userDoc = (id: string) => users().findOne({ _id: new ObjectId(id) });

  it('finishes a committed role change once, drops a stale logout, and re-applies harmlessly', async () => {
    const learner = await loggedInLearner(t);
    const before = (await userDoc(learner.userId))!;
    expect(before).toMatchObject({ role: 'learner', session: { sessionId: expect.any(String) } });
    const liveSession = before.session.sessionId as string;

    // An admin's role change and a logout of a session that has since been replaced were committed, then
    // the process died before applying either.
    const id = new ObjectId(learner.userId);
    const promote: ChangeLogEntry = {
      _id: changeId(USERS_CAPABILITY, `${learner.userId}:promote`),
      capability: USERS_CAPABILITY,
      change: { op: 'update', id, expect: {}, set: { role: 'editor' } },
      events: [
        UserProfileUpdated.create(learner.userId, {
          userId: learner.userId,
          schoolcode: 'Empty',
          className: 'Already passed 12th',
          section: 'Unavailable',
          role: 'editor',
        }),
      ],
      committedAt: new Date(Date.now() - 60_000),
    };
    const staleLogout: ChangeLogEntry = {
      _id: changeId(USERS_CAPABILITY, `${learner.userId}:stale-logout`),
      capability: USERS_CAPABILITY,
      change: {
        op: 'update',
        id,
        expect: {},
        expectPaths: [{ path: 'session.sessionId', value: 'a-session-long-gone' }],
        set: { session: null },
      },
      events: [
        UserLoggedOut.create(learner.userId, { userId: learner.userId, sessionId: 'a-session-long-gone' }),
      ],
      committedAt: new Date(Date.now() - 59_000),
    };
    const log = t.db('identity').collection<ChangeLogEntry>(CHANGE_LOG_COLLECTION);
    await log.insertMany([promote, staleLogout]);

    // The sweeper finishes them (settle drains every change log, crash-left entries included).
    await t.settle();
    expect(await log.countDocuments({ _id: { $in: [promote._id, staleLogout._id] } })).toBe(0);
    const after = (await userDoc(learner.userId))!;
    expect(after).toMatchObject({ role: 'editor', session: { sessionId: liveSession } });
    expect(after[APPLIED_CHANGES_FIELD]).toContain(promote._id);
    expect(after[APPLIED_CHANGES_FIELD]).not.toContain(staleLogout._id);
    const [promoted] = promote.events;
    await eventually(() => expect(published(promoted)).toBe(1), 30_000);
    expect(published(staleLogout.events[0])).toBe(0);
    // The read model followed the published event, and the next login reads the finished change.
    await eventually(async () =>
      expect(
        await t
          .db('identity')
          .collection('learner_profiles')
          .findOne({ _id: learner.userId as never }),
      ).toMatchObject({ role: 'editor' }),
    );
    const again = await login(t, learner.email, learner.password, 'browser-b', true);
    expect(again.status).toBe(200);
    expect(again.body.user.role).toBe('editor');
    const current = (await userDoc(learner.userId))!;

    // Applied again: the same events come out (delivery is at least once, by event id), the stale
    // logout's still do not, and the unconditional role change does not overwrite what came after it.
    await users().updateOne({ _id: id }, { $set: { role: 'learner' } });
    const applier = t.app.get(UsersApplier);
    expect(await applier.apply([promote, staleLogout] as never)).toEqual([
      { tookEffect: true, events: promote.events },
      { tookEffect: false, events: [] },
    ]);
    expect(await userDoc(learner.userId)).toEqual({ ...current, role: 'learner' });
  });
});
