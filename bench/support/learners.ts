// Learners and the admin for the benchmarks, through identity's own API as the learner app does it:
// register, read the code from the dev mailbox, verify, log in.
import { randomUUID } from 'node:crypto';
import { postJson } from './platform-process';

export type Learner = { userId: string; token: string };
export type Credentials = { email: string; password: string };

const PASSWORD = 'Bench@12345';

/** A registered, verified learner who has not logged in yet. `label` keeps each bench's emails apart. */
export async function verifiedLearner(base: string, label: string, i: number): Promise<Credentials> {
  const email = `bench.${label}${i}.${randomUUID().slice(0, 8)}@example.com`;
  const reg = await postJson(`${base}/api/users/register`, {
    name: `Bench Learner ${i}`,
    classs: 'Already passed 12th',
    email,
    mobile: '9000000000',
    state: 'Maharashtra',
    city: 'Pune',
    password: PASSWORD,
  });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const mails = (await (
    await fetch(`${base}/api/dev/mails?to=${encodeURIComponent(email)}`)
  ).json()) as Array<{ text: string }>;
  const otp = /\b(\d{6})\b/.exec(mails[0].text)![1];
  const verified = await postJson(`${base}/api/users/verificationcheck`, { email, otp });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { email, password: PASSWORD };
}

/** A verified learner, logged in from a browser of its own. */
export async function loggedInLearner(base: string, label: string, i: number): Promise<Learner> {
  const credentials = await verifiedLearner(base, label, i);
  return logIn(base, credentials, `bench-${label}-${i}`);
}

/** The seeded admin (ADMIN_EMAIL / ADMIN_PASSWORD, with the development defaults), logged in. */
export async function adminToken(base: string): Promise<string> {
  const admin = await logIn(
    base,
    {
      email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
      password: process.env.ADMIN_PASSWORD ?? 'Admin@12345',
    },
    'bench-admin',
  );
  return admin.token;
}

async function logIn(base: string, { email, password }: Credentials, browser: string): Promise<Learner> {
  const login = await postJson<{ token: string; user: { _id: string } }>(`${base}/api/users/login`, {
    email,
    password,
    uniqueBrowserId: browser,
    forceLogin: true,
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { userId: login.body.user._id, token: login.body.token };
}
