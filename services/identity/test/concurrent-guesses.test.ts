import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import {
  holdClock,
  latestCode,
  login,
  registerVerified,
  registrationPayload,
  releaseClock,
} from './support/identity-fixtures';

/** A code that is surely not `code`. */
const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/**
 * Issue 35, items 1 and 2: the caps on one-time codes and on wrong passwords count each try before it is
 * checked, so however many requests arrive at once, no more are checked than the cap allows.
 */
describe('guesses sent all at once', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => IdentityAppModule.forRoot(c))));
  afterAll(() => t.close());
  afterEach(releaseClock);

  it('compares at most 5 reset codes per issued code, then refuses the right one', async () => {
    // Given a learner with a reset code mailed
    const learner = await registerVerified(t);
    await t.http().post('/api/users/forgotpassword').send({ email: learner.email }).expect(200);
    const otp = await latestCode(t, learner.email);
    const reset = (code: string) =>
      t
        .http()
        .post('/api/users/resetpassword')
        .send({ email: learner.email, otp: code, newpassword: 'Taken@123' });

    // When 50 wrong codes arrive at once
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => reset(wrongFor(otp, i))));

    // Then at most 5 were compared (answered 'Invalid OTP'); the rest were refused unread
    const compared = answers.filter((a) => a.body.message === 'Invalid OTP');
    expect(compared.length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 400)).toBe(true);
    // And the right code is refused: the learner must ask for a new one
    const right = await reset(otp);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong codes. Please request a new OTP.');
    expect((await login(t, learner.email, learner.password)).status).toBe(200);
  });

  it('never lets the right reset code through among 50 concurrent wrong ones beyond the cap', async () => {
    const learner = await registerVerified(t);
    await t.http().post('/api/users/forgotpassword').send({ email: learner.email }).expect(200);
    const otp = await latestCode(t, learner.email);
    const reset = (code: string) =>
      t
        .http()
        .post('/api/users/resetpassword')
        .send({ email: learner.email, otp: code, newpassword: 'Taken@123' });

    const wrong = Array.from({ length: 50 }, (_, i) => reset(wrongFor(otp, i)));
    const answers = await Promise.all([...wrong, reset(otp)]);

    // Each compared code, the right one included when it got a turn, used one of the 5 tries
    const compared = answers.filter(
      (a) => a.body.message === 'Invalid OTP' || a.body.message === 'Password Changed Successfully',
    );
    expect(compared.length).toBeLessThanOrEqual(5);
  });

  it('compares at most 5 registration codes per issued code, then refuses the right one', async () => {
    const payload = registrationPayload();
    await t.http().post('/api/users/register').send(payload).expect(201);
    const otp = await latestCode(t, payload.email);
    const verify = (code: string) =>
      t.http().post('/api/users/verificationcheck').send({ email: payload.email, otp: code });

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => verify(wrongFor(otp, i))));

    const compared = answers.filter((a) => /^Invalid OTP\./.test(a.body.message));
    expect(compared.length).toBeLessThanOrEqual(5);
    const right = await verify(otp);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong codes. Please register again to get a new code.');
  });

  it('checks at most 6 passwords of 30 sent at once, and refuses the right one among them', async () => {
    // Given a learner (who has never logged in, so no browser of theirs is exempt)
    const learner = await registerVerified(t);

    // When 30 logins arrive at once from an attacker's browser, the right password 26th (the clock held
    // still, so no back-off runs out while a busy machine works through them)
    holdClock();
    const tries = Array.from({ length: 30 }, (_, i) =>
      login(t, learner.email, i === 25 ? learner.password : `guess-${i}`, 'attacker'),
    );
    const answers = await Promise.all(tries);

    // Then only the first tries are checked (400 wrong password); the others wait (429) unchecked
    const checked = answers.filter((a) => a.status === 400);
    expect(checked.length).toBeLessThanOrEqual(6);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(24);
    expect(answers[25].status).toBe(429);
  });
});
