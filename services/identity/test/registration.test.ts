import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { latestCode, login, registrationPayload } from './support/identity-fixtures';

describe('registration and verification', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => IdentityAppModule.forRoot(c))));
  afterAll(() => t.close());

  it('registers, mails a 6-digit code, and the server fixes what the client may not choose', async () => {
    const payload = registrationPayload({ schoolcode: 'HACKED', paid: true, section: 'A' });
    const email = payload.email;

    const res = await t
      .http()
      .post('/api/users/register')
      .send({ ...payload, email: `  ${email.toUpperCase()} ` });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'OTP sent! Please check your email.', email });
    expect(await latestCode(t, email)).toMatch(/^\d{6}$/);
    const otp = await latestCode(t, email);
    await t
      .http()
      .post('/api/users/verificationcheck')
      .send({ email, otp })
      .expect(200, { message: 'User Verified Successfully' });
    const { body } = await login(t, email, payload.password);
    expect(body.user).toMatchObject({
      email,
      schoolcode: 'Empty',
      section: 'Unavailable',
      paid: false,
      country: 'India',
      role: 'learner',
    });
    expect(body.user.passwordHash).toBeUndefined();
  });

  it.each([
    [{ mobile: '98765' }, 'Please enter a valid phone no.'],
    [{ mobile: '98765432101' }, 'Please enter a valid phone no.'],
    [{ mobile: '98765abcde' }, 'Please enter a valid phone no.'],
    [{ email: 'not-an-email' }, 'Invalid Email. Please enter a valid email address.'],
    [{ email: 'asha\u0000@example.com' }, 'Invalid Email. Please enter a valid email address.'],
    [{ email: 'asha@exam\u0007ple.com' }, 'Invalid Email. Please enter a valid email address.'],
    [{ email: 'asha@example.com\u007f' }, 'Invalid Email. Please enter a valid email address.'],
    [{ name: '   ' }, 'Name is required'],
    [{ state: 'Atlantis' }, 'Please choose a state from the list'],
    [{ city: '' }, 'City is required'],
  ])('refuses %j with 400 "%s" and stores nothing', async (bad, message) => {
    const payload = registrationPayload(bad);
    const res = await t.http().post('/api/users/register').send(payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await t.http().get('/api/dev/mails').query({ to: payload.email })).body).toEqual([]);
  });

  it('refuses a second account for a verified email with 409', async () => {
    const payload = registrationPayload();
    await t.http().post('/api/users/register').send(payload).expect(201);
    await t
      .http()
      .post('/api/users/verificationcheck')
      .send({ email: payload.email, otp: await latestCode(t, payload.email) })
      .expect(200);
    const res = await t.http().post('/api/users/register').send(payload);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists. Please login.');
  });

  it('makes one account of five concurrent registrations of one address', async () => {
    const payload = registrationPayload();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t
          .http()
          .post('/api/users/register')
          .send(payload)
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await t.db('identity').collection('users').countDocuments({ email: payload.email })).toBe(1);
    expect(
      await t
        .db('identity')
        .collection('user_emails')
        .countDocuments({ _id: payload.email as never }),
    ).toBe(1);
  });

  it('allows five wrong codes, then demands a fresh one, which registering again sends', async () => {
    const payload = registrationPayload();
    await t.http().post('/api/users/register').send(payload).expect(201);
    const right = await latestCode(t, payload.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t
        .http()
        .post('/api/users/verificationcheck')
        .send({ email: payload.email, otp: wrong });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid OTP/);
    }
    const locked = await t
      .http()
      .post('/api/users/verificationcheck')
      .send({ email: payload.email, otp: right });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe('Too many wrong codes. Please register again to get a new code.');

    await t.http().post('/api/users/register').send(payload).expect(201);
    const fresh = await latestCode(t, payload.email);
    await t
      .http()
      .post('/api/users/verificationcheck')
      .send({ email: payload.email, otp: fresh })
      .expect(200);
  });

  it('refuses an expired code with the spec message', async () => {
    const payload = registrationPayload();
    await t.http().post('/api/users/register').send(payload).expect(201);
    const otp = await latestCode(t, payload.email);
    await t
      .db('identity')
      .collection('users')
      .updateOne({ email: payload.email }, { $set: { 'otp.expiresAt': new Date(Date.now() - 1000) } });

    const res = await t.http().post('/api/users/verificationcheck').send({ email: payload.email, otp });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Verification time expired. Please register again.');
  });

  it('answers an unknown email and an empty code with the spec messages', async () => {
    const unknown = await t
      .http()
      .post('/api/users/verificationcheck')
      .send({ email: 'nobody@example.com', otp: '123456' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Email not found. Please register again.');
    const empty = await t
      .http()
      .post('/api/users/verificationcheck')
      .send({ email: 'nobody@example.com', otp: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter the OTP.');
  });

  it('will not log in an unverified account, and says why', async () => {
    const payload = registrationPayload();
    await t.http().post('/api/users/register').send(payload).expect(201);
    const res = await login(t, payload.email, payload.password);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/verify your email/);
  });
});
