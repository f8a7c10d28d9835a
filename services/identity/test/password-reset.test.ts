import { startTestApp, type TestApp } from '@exam/testing';
import { IdentityAppModule } from '../src/identity-app.module';
import { latestCode, login, registerVerified } from './support/identity-fixtures';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp((c) => IdentityAppModule.forRoot(c))));
  afterAll(() => t.close());

  it('mails a code, refuses a wrong one, sets the new password with the right one and ends the old session', async () => {
    const learner = await registerVerified(t);
    const before = await login(t, learner.email, learner.password);

    await t
      .http()
      .post('/api/users/forgotpassword')
      .send({ email: learner.email.toUpperCase() })
      .expect(200, { message: 'OTP Sent Successfully' });
    const otp = await latestCode(t, learner.email);
    const wrong = await t
      .http()
      .post('/api/users/resetpassword')
      .send({
        email: learner.email,
        otp: otp === '999999' ? '111111' : '999999',
        newpassword: 'NewSecret@1',
      });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid OTP');

    await t
      .http()
      .post('/api/users/resetpassword')
      .send({ email: learner.email, otp, newpassword: 'NewSecret@1' })
      .expect(200, { message: 'Password Changed Successfully' });

    expect((await login(t, learner.email, learner.password, 'b2')).status).toBe(400);
    expect((await login(t, learner.email, 'NewSecret@1', 'b2')).status).toBe(200);
    await t
      .http()
      .get(`/api/users/getuserbyid/${before.body.user._id}`)
      .auth(before.body.token, { type: 'bearer' })
      .expect(401);
    // A used code cannot be replayed.
    const replay = await t
      .http()
      .post('/api/users/resetpassword')
      .send({ email: learner.email, otp, newpassword: 'Other@123' });
    expect(replay.body.message).toBe('Invalid OTP');
  });

  it('answers the spec messages for an unknown email and empty fields', async () => {
    const unknown = await t.http().post('/api/users/forgotpassword').send({ email: 'ghost@example.com' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Email not found in our database');
    const empty = await t.http().post('/api/users/forgotpassword').send({ email: '' });
    expect(empty.body.message).toBe('Email must be filled');
    const missing = await t
      .http()
      .post('/api/users/resetpassword')
      .send({ email: 'ghost@example.com', otp: '', newpassword: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Every input field must be filled');
  });
});
