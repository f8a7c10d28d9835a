import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

export interface Learner {
  name: string;
  email: string;
  password: string;
  mobile: string;
  state: string;
  city: string;
}

export interface Session {
  user: { _id: string; name: string; email: string };
  token: string;
  browserId: string;
}

/** A fresh learner's details: unique email, a valid Indian mobile number. */
export function newLearner(prefix = 'learner'): Learner {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Asha ${prefix} ${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'Asha@12345',
    mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    state: 'Bihar',
    city: 'Patna',
  };
}

/** The newest verification or reset code sent to `email`, from the dev mailbox. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await (await request.get(`/api/dev/mails?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    const code = mails[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** Registers and verifies a learner through the API (for tests about other screens). */
export async function registeredLearner(request: APIRequestContext, prefix?: string): Promise<Learner> {
  const learner = newLearner(prefix);
  const res = await request.post('/api/users/register', {
    data: { ...learner, classs: 'Already passed 12th' },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const otp = await latestCode(request, learner.email);
  const verified = await request.post('/api/users/verificationcheck', {
    data: { email: learner.email, otp },
  });
  if (!verified.ok()) throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
  return learner;
}

/** Logs in through the API and puts the session into the page's storage, as the login screen would. */
export async function signIn(page: Page, learner: { email: string; password: string }): Promise<Session> {
  const browserId = randomBytes(16).toString('hex');
  const res = await page.request.post('/api/users/login', {
    data: { email: learner.email, password: learner.password, uniqueBrowserId: browserId, forceLogin: true },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const answer = (await res.json()) as { user: Session['user']; token: string };
  await page.addInitScript(
    ([stored, token, id]) => {
      if (window.localStorage.getItem('e2e-signed-in')) return;
      window.localStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('currentUser1', stored);
      window.localStorage.setItem('authToken', token);
      window.localStorage.setItem('uniqueBrowserId', id);
    },
    [JSON.stringify(answer), answer.token, browserId] as const,
  );
  return { ...answer, browserId };
}

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@example.com',
  password: process.env.ADMIN_PASSWORD ?? 'Admin@12345',
};
