import { expect, type Page } from '@playwright/test';
import type { Learner } from './learners';

/** The app's alert or confirm: its text, then the button that answers it. */
export async function answerDialog(page: Page, text: string | RegExp, button = 'OK'): Promise<void> {
  // Filtered by its text: the next queued dialog may open as soon as this one closes.
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the Create Account form as a visitor would (state, then its city). */
export async function fillRegisterForm(page: Page, learner: Learner): Promise<void> {
  await page.getByLabel(/^Full name/).fill(learner.name);
  await page.getByLabel(/^Class/).selectOption('Already passed 12th');
  await page.getByLabel(/^Email/).fill(learner.email);
  await page.getByLabel(/^Contact number/).fill(learner.mobile);
  await expect(page.getByLabel(/^State/)).toBeEnabled();
  await page.getByLabel(/^State/).selectOption(learner.state);
  await expect(page.getByLabel(/^City/)).toBeEnabled();
  await page.getByLabel(/^City/).selectOption(learner.city);
  await page.getByLabel(/^Password/).fill(learner.password);
  await page.getByLabel(/^Confirm password/).fill(learner.password);
}

/** Logs in through the login screen. */
export async function loginThroughForm(
  page: Page,
  learner: { email: string; password: string },
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(learner.email);
  await page.getByLabel(/^Password/).fill(learner.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
