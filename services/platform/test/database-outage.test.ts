import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFerretDb, type RunningFerretDb } from '@exam/dev-infra';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { loggedInLearner } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';

/**
 * Fault: the database stops for a while and comes back. Calls answer 503 with a clear message while it is
 * down (never hang, never 500), /api/health names what is down, and everything recovers by itself.
 * The platform gets a database server of its own here, so stopping it disturbs no other test.
 */
describe('the database stopping and coming back', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'exam-outage-'));
  let db: RunningFerretDb;
  let t: TestApp;
  beforeAll(async () => {
    db = await startFerretDb({ repoRoot: process.cwd(), dataDir });
    t = await startTestApp((c) => PlatformModule.forRoot(c), { MONGO_URL: db.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await db?.stop();
  });

  it('answers 503 while it is down, says so in /api/health, and recovers by itself', async () => {
    // Given a learner in a live session on a healthy platform
    const learner = await loggedInLearner(t);
    const profile = () =>
      t.http().get(`/api/users/getuserbyid/${learner.userId}`).auth(learner.token, { type: 'bearer' });
    await profile().expect(200);
    await t.http().get('/api/health').expect(200);

    // When the database server stops
    await db.stop();

    // Then a call needing it answers 503 with a clear message (not a 500, and within the request's time)
    const down = await profile().timeout(30_000);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(
      'The database is not reachable at the moment. Please try again in a few seconds.',
    );
    // And the health check answers 503 naming the databases that are down
    const health = await eventually(async () => {
      const res = await t.http().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body.down).toEqual(
        expect.arrayContaining([expect.stringMatching(/^database \w+_identity$/)]),
      );
      return res.body;
    }, 30_000);
    expect(health.status).toBe('unavailable');

    // When it comes back on the same address with the same data
    db = await startFerretDb({ repoRoot: process.cwd(), dataDir, port: db.port });

    // Then the platform recovers by itself: the same session works and health is ok again
    await eventually(async () => {
      await profile().expect(200);
      await t.http().get('/api/health').expect(200);
    }, 60_000);
  }, 180_000);
});
