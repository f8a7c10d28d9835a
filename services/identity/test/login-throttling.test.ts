import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { holdClock, latestCode, login, registerVerified, releaseClock } from './support/identity-fixtures';

/** Per-account protection of passwords and reset mails, whatever address the tries come from. */
describe('per-account login throttling and reset mails', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => IdentityAppModule.forRoot(c))));
  afterAll(() => t.close());
  afterEach(releaseClock);

  const loginFrom = (ip: string, email: string, password: string, browser = 'attacker') =>
    t
      .http()
      .post('/api/users/login')
      .set('X-Forwarded-For', ip)
      .send({ email, password, uniqueBrowserId: browser });

  it('refuses the right password after 30 wrong ones from rotating addresses, but not from the learner’s own browser', async () => {
    // Given a learner who has logged in once from their own browser
    const learner = await registerVerified(t);
    expect((await login(t, learner.email, learner.password, 'own-browser')).status).toBe(200);

    // When 30 wrong passwords arrive, each from another forwarded address, at one instant (the clock is
    // held still, so the back-off's waits cannot run out between two tries however slow the machine is)
    holdClock();
    const answers: number[] = [];
    for (let i = 0; i < 30; i++)
      answers.push((await loginFrom(`203.0.113.${i}`, learner.email, `guess-${i}`)).status);
    expect(answers.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(answers.slice(6).every((s) => s === 429)).toBe(true);

    // Then the right password from a new browser waits too, with a clear, short wait
    const right = await loginFrom('198.51.100.7', learner.email, learner.password);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(
      /^Too many wrong passwords for this account\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(/in (\d+) seconds/.exec(right.body.message)![1])).toBeLessThanOrEqual(60);

    // And the learner's own browser still logs in
    expect((await login(t, learner.email, learner.password, 'own-browser')).status).toBe(200);
    releaseClock();
  });

  it('mails at most three reset codes an hour to one address, from any client', async () => {
    const learner = await registerVerified(t);
    const forgot = (ip: string) =>
      t.http().post('/api/users/forgotpassword').set('X-Forwarded-For', ip).send({ email: learner.email });
    for (let i = 0; i < 3; i++) await forgot(`203.0.113.${i}`).expect(200);
    const fourth = await forgot('203.0.113.99');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(
      /^Too many reset mails for this address\. Please try again in \d+ minutes\.$/,
    );
    // The last code mailed still works.
    const otp = await latestCode(t, learner.email);
    await t
      .http()
      .post('/api/users/resetpassword')
      .send({ email: learner.email, otp, newpassword: 'NewSecret@1' })
      .expect(200);
  });
});

describe('forwarded addresses', () => {
  const attempt = (t: TestApp, ip: string) =>
    t
      .http()
      .post('/api/users/login')
      .set('X-Forwarded-For', ip)
      .send({ email: 'x@example.com', password: 'nope', uniqueBrowserId: 'b' });

  it('are ignored unless they come from a configured proxy, so rotating them does not escape the limit', async () => {
    const t = await startTestApp((c) => IdentityAppModule.forRoot(c), { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(t, `203.0.113.${i}`)).status).toBe(400);
      expect((await attempt(t, '203.0.113.50')).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('count each client apart behind a configured proxy', async () => {
    const t = await startTestApp((c) => IdentityAppModule.forRoot(c), {
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
      TRUSTED_PROXIES: 'loopback',
    });
    try {
      for (let i = 0; i < 3; i++) expect((await attempt(t, '203.0.113.1')).status).toBe(400);
      expect((await attempt(t, '203.0.113.1')).status).toBe(429);
      expect((await attempt(t, '203.0.113.2')).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});
