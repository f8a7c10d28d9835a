import { createHmac } from 'node:crypto';
import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { loggedInAdmin, loggedInLearner, login, registerVerified } from './support/identity-fixtures';

describe('login, one session per browser, logout', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => IdentityAppModule.forRoot(c))));
  afterAll(() => t.close());

  it('gives 409 to a second browser, evicts the first on forceLogin, and refuses its token from then on', async () => {
    const learner = await registerVerified(t);
    const first = await login(t, learner.email, learner.password, 'browser-a');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ user: { email: learner.email }, token: expect.any(String) });
    const userId = first.body.user._id;
    const tokenA = first.body.token;
    await t.http().get(`/api/users/getuserbyid/${userId}`).auth(tokenA, { type: 'bearer' }).expect(200);

    const second = await login(t, learner.email, learner.password, 'browser-b');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      'You are already logged in on another browser. Do you want to log out from the other device?',
    );

    const forced = await login(t, learner.email, learner.password, 'browser-b', true);
    expect(forced.status).toBe(200);
    const tokenB = forced.body.token;

    const stale = await t.http().get(`/api/users/getuserbyid/${userId}`).auth(tokenA, { type: 'bearer' });
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Session expired. Please login again.');
    await t.http().get(`/api/users/getuserbyid/${userId}`).auth(tokenB, { type: 'bearer' }).expect(200);

    const onB = await t
      .http()
      .post('/api/users/verifyBrowserId')
      .auth(tokenB, { type: 'bearer' })
      .send({ userId, uniqueBrowserId: 'browser-b' });
    expect(onB.body).toEqual({ match: true });
    const onA = await t
      .http()
      .post('/api/users/verifyBrowserId')
      .auth(tokenB, { type: 'bearer' })
      .send({ userId, uniqueBrowserId: 'browser-a' });
    expect(onA.body).toEqual({ match: false });
  });

  it('refuses a token signed with another secret, an unsigned one, and one with its claims changed', async () => {
    // Given a live session and its genuine token
    const learner = await loggedInLearner(t);
    const profile = (token: string) =>
      t.http().get(`/api/users/getuserbyid/${learner.userId}`).auth(token, { type: 'bearer' });
    await profile(learner.token).expect(200);
    const [, payload] = learner.token.split('.');
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());

    // When the same claims come signed with another key, unsigned, or re-dressed as an admin
    const otherKey = createHmac('sha256', 'not-the-secret')
      .update(`${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}`)
      .digest('base64url');
    const forged = `${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}.${otherKey}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const [header, , signature] = learner.token.split('.');
    const promoted = `${header}.${b64({ ...claims, role: 'admin' })}.${signature}`;

    // Then each is refused with 401
    for (const token of [forged, unsigned, promoted]) await profile(token).expect(401);
  });

  it('refuses a correctly signed token without exp or iat, or issued in the future', async () => {
    // Given a live session, and tokens for it signed with the platform's own secret
    const learner = await loggedInLearner(t);
    const profile = (token: string) =>
      t.http().get(`/api/users/getuserbyid/${learner.userId}`).auth(token, { type: 'bearer' });
    const claims = JSON.parse(Buffer.from(learner.token.split('.')[1], 'base64url').toString());
    const sign = (body: object) => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(body)}`;
      return `${unsigned}.${createHmac('sha256', t.config.secrets.jwt).update(unsigned).digest('base64url')}`;
    };
    const { exp: _exp, ...noExp } = claims;
    const { iat: _iat, ...noIat } = claims;
    const future = { ...claims, iat: Math.floor(Date.now() / 1000) + 3600 };

    // Then the genuine token works and each of the others gets 401
    await profile(sign(claims)).expect(200);
    for (const body of [noExp, noIat, future]) await profile(sign(body)).expect(401);
  });

  it('lets the same browser log in again without a conflict', async () => {
    const learner = await registerVerified(t);
    await login(t, learner.email, learner.password, 'same').then((r) => expect(r.status).toBe(200));
    await login(t, learner.email, learner.password, 'same').then((r) => expect(r.status).toBe(200));
  });

  it('ends the session on logout', async () => {
    const learner = await loggedInLearner(t);
    await t
      .http()
      .post('/api/users/logout')
      .auth(learner.token, { type: 'bearer' })
      .send({ _id: learner.userId })
      .expect(200);
    await t
      .http()
      .get(`/api/users/getuserbyid/${learner.userId}`)
      .auth(learner.token, { type: 'bearer' })
      .expect(401);
    // The account is free again: another browser logs in without a conflict.
    await login(t, learner.email, learner.password, 'browser-z').then((r) => expect(r.status).toBe(200));
  });

  it('answers wrong credentials with 400 (a 401 would read as an expired session in the app)', async () => {
    const learner = await registerVerified(t);
    const wrong = await login(t, learner.email, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid email or password.');
    const unknown = await login(t, 'nobody@example.com', 'whatever');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid email or password.');
    const noAt = await login(t, 'nobody.example.com', 'whatever');
    expect(noAt.body.message).toBe('Invalid Email. Please enter a valid email address.');
  });

  it('refuses query operators in place of values with 400', async () => {
    const res = await t
      .http()
      .post('/api/users/login')
      .send({ email: { $ne: null }, password: { $ne: null }, uniqueBrowserId: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid input: field names may not start with "$" or contain ".".');
  });

  it('refuses a body larger than the limit with 413 and malformed JSON with 400', async () => {
    const big = await t
      .http()
      .post('/api/users/login')
      .send({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024), uniqueBrowserId: 'x' });
    expect(big.status).toBe(413);
    const bad = await t
      .http()
      .post('/api/users/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body is not valid JSON.');
  });

  it("shows a learner only their own profile, an admin anyone's", async () => {
    const a = await loggedInLearner(t);
    const b = await loggedInLearner(t);
    const admin = await loggedInAdmin(t);
    const forbidden = await t
      .http()
      .get(`/api/users/getuserbyid/${b.userId}`)
      .auth(a.token, { type: 'bearer' });
    expect(forbidden.status).toBe(403);
    await t
      .http()
      .get(`/api/users/getuserbyid/${b.userId}`)
      .auth(admin.token, { type: 'bearer' })
      .expect(200);
    await t.http().get('/api/users/getuserbyid/not-an-id').auth(admin.token, { type: 'bearer' }).expect(400);
    await t
      .http()
      .get('/api/users/getuserbyid/65f000000000000000000000')
      .auth(admin.token, { type: 'bearer' })
      .expect(404);
    await t.http().get(`/api/users/getuserbyid/${a.userId}`).expect(401);
  });
});
