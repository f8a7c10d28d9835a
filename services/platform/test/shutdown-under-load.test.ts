import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eventually, startTestApp, type TestApp } from '@exam/testing';
import { registrationPayload } from '../../identity/test/support/identity-fixtures';
import { PlatformModule } from '../src/platform.module';

/**
 * Fault: the platform is told to stop (SIGTERM runs the same app.close()) while requests are in flight.
 * Each request either finishes with its answer or is never accepted; whatever was accepted is stored and
 * its events reach the read models, at the latest when the platform starts again on the same data.
 */
describe('stopping under load', () => {
  it('finishes in-flight registrations and loses none it accepted', async () => {
    // Given a platform listening on a real port, and 30 registrations sent to it at once
    const first = await startTestApp((c) => PlatformModule.forRoot(c));
    let second: TestApp | undefined;
    try {
      await first.app.listen(0, '127.0.0.1');
      const server = first.app.getHttpServer();
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const tag = randomUUID().slice(0, 8);
      const payloads = Array.from({ length: 30 }, (_, i) =>
        registrationPayload({ email: `stop.${tag}.${i}@example.com` }),
      );
      const answers = payloads.map((p) =>
        fetch(`${base}/api/users/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(p),
        }).then(
          (r) => r.status,
          () => 'not accepted' as const,
        ),
      );

      // When the platform is stopped while some of them are in flight
      await eventually(
        () =>
          new Promise<void>((resolve, reject) =>
            server.getConnections((e: Error | null, n: number) => (!e && n >= 5 ? resolve() : reject(e))),
          ),
        30_000,
        5,
      );
      await first.close({ keepData: true });
      const statuses = await Promise.all(answers);

      // Then each was answered 201 or never accepted: none failed half-way
      expect(statuses.filter((s) => s !== 201 && s !== 'not accepted')).toEqual([]);
      const accepted = payloads.filter((_, i) => statuses[i] === 201).map((p) => p.email);
      expect(accepted.length).toBeGreaterThan(0);

      // And after a restart on the same data, every accepted registration is stored and its event applied
      second = await startTestApp((c) => PlatformModule.forRoot(c), first.config);
      const users = second.db('identity').collection('users');
      const stored = await users.find({ email: { $in: accepted } }).toArray();
      expect(stored.map((u) => u.email).sort()).toEqual([...accepted].sort());
      await eventually(async () => {
        const profiles = await second!
          .db('identity')
          .collection('learner_profiles')
          .find({ email: { $in: accepted } })
          .toArray();
        expect(profiles).toHaveLength(accepted.length);
      }, 30_000);
    } finally {
      await second?.close();
    }
  }, 120_000);
});
