import { randomUUID } from 'node:crypto';
import type { TestApp } from '@exam/testing';

export function registrationPayload(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    name: 'Asha Verma',
    key: 'ignored',
    mobile: '9876543210',
    school: 'ignored',
    schoolcode: 'Empty',
    paid: false,
    classs: 'Already passed 12th',
    rollNumber: '',
    section: 'Unavailable',
    city: 'Pune',
    state: 'Maharashtra',
    email: `asha.${id}@example.com`,
    password: 'Secret@123',
    ...overrides,
  };
}

/** The latest code mailed to an address, read from the dev mailbox like a tester would. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const res = await t.http().get('/api/dev/mails').query({ to: email }).expect(200);
  const match = /\b(\d{6})\b/.exec(res.body[0]?.text ?? '');
  if (!match) throw new Error(`No code mailed to ${email}`);
  return match[1];
}

export async function registerVerified(t: TestApp, overrides: Record<string, unknown> = {}) {
  const payload = registrationPayload(overrides);
  await t.http().post('/api/users/register').send(payload).expect(201);
  const otp = await latestCode(t, payload.email);
  await t.http().post('/api/users/verificationcheck').send({ email: payload.email, otp }).expect(200);
  return payload;
}

export async function login(
  t: TestApp,
  email: string,
  password: string,
  browser = 'browser-a',
  forceLogin?: boolean,
) {
  return t
    .http()
    .post('/api/users/login')
    .send({ email, password, uniqueBrowserId: browser, ...(forceLogin ? { forceLogin } : {}) });
}

export async function loggedInLearner(t: TestApp, browser = 'browser-a') {
  const payload = await registerVerified(t);
  const res = await login(t, payload.email, payload.password, browser);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...payload, userId: res.body.user._id as string, token: res.body.token as string };
}

export async function loggedInAdmin(t: TestApp) {
  const res = await login(t, t.config.ADMIN_EMAIL!, t.config.ADMIN_PASSWORD!, `admin-${randomUUID()}`, true);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { userId: res.body.user._id as string, token: res.body.token as string };
}

/** The learner's own profile, as getuserbyid answers it to them (expects 200). */
export async function learnerProfile(t: TestApp, learner: { userId: string; token: string }) {
  const res = await t
    .http()
    .get(`/api/users/getuserbyid/${learner.userId}`)
    .auth(learner.token, { type: 'bearer' })
    .expect(200);
  return res.body;
}

const ALL_BUT_DATE = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;
/** Stops Date only: timers, I/O and the database driver run as usual. */
export const holdClock = () => jest.useFakeTimers({ doNotFake: [...ALL_BUT_DATE], now: Date.now() });
export const releaseClock = () => jest.useRealTimers();
