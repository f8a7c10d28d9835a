import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, registeredLearner, type Learner } from './learners';

/** The admin console's helpers: a token for the admin API, an editor account, signing in through the form. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/users/login', {
    data: { ...who, uniqueBrowserId: randomBytes(8).toString('hex'), forceLogin: true },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** A registered learner whom the admin makes an editor (through the admin API, as the console does). */
export async function newEditor(request: APIRequestContext): Promise<Learner> {
  const editor = await registeredLearner(request, 'editor');
  const admin = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/users', {
        headers: admin,
        params: { filter: JSON.stringify({ q: editor.email }) },
      });
      return ((await res.json()) as { id: string }[])[0]?.id ?? null;
    })
    .not.toBeNull();
  const [{ id }] = (await (
    await request.get('/api/admin/users', {
      headers: admin,
      params: { filter: JSON.stringify({ q: editor.email }) },
    })
  ).json()) as { id: string }[];
  expect(
    (await request.patch(`/api/admin/users/${id}`, { headers: admin, data: { role: 'editor' } })).ok(),
  ).toBe(true);
  return editor;
}

export async function signInThroughTheForm(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The single-session rule: a session of this account in another browser is ended only when asked to.
  const other = page.getByLabel('Sign out the other browser and sign in here');
  await expect(
    other.or(page.getByRole('alert')).or(page.getByText('Quizzes by division')).first(),
  ).toBeVisible();
  if (await other.isVisible()) {
    await other.check();
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}
