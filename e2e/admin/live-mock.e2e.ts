import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { draftMock, localInput } from '../support/exams';
import { ADMIN, registeredLearner, signIn } from '../support/learners';
import { captureScreens, expectAccessible } from '../support/screens';

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', {
    data: { ...ADMIN, uniqueBrowserId: randomBytes(8).toString('hex'), forceLogin: true },
  });
  return ((await res.json()) as { token: string }).token;
}

async function consoleSignIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const other = page.getByLabel('Sign out the other browser and sign in here');
  await expect(other.or(page.getByText('Quizzes by division')).first()).toBeVisible();
  if (await other.isVisible()) {
    await other.check();
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByText('Quizzes by division')).toBeVisible();
}

test.describe('a live mock, from the console to the rank', () => {
  test('an editor makes a one-minute live mock; a learner sits it, is submitted at zero and sees the rank at the close', async ({
    browser,
    page,
    request,
  }) => {
    // The window is a minute long, and the learner waits for it to close: keep the rest short.
    test.setTimeout(240_000);
    const name = `Live Mock ${randomBytes(3).toString('hex')}`;
    const id = await draftMock(request, await adminToken(request), name);

    // The editor sets the exam and its live window in the console and publishes it.
    await consoleSignIn(page);
    await page.goto(`/admin/quizzes/${id}/exam`);
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: /^Exam/ }).click();
    await page.getByLabel('Duration (minutes)').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/at least 1/).first()).toBeVisible();
    await page.getByLabel('Duration (minutes)').fill('1');
    const closesAt = new Date(Date.now() + 60_000);
    await page.getByLabel('Opens at').fill(localInput(new Date(Date.now() - 60_000)));
    await page.getByLabel('Closes at').fill(localInput(closesAt));
    await captureScreens(page, 'admin-quiz-exam', { fullPage: false });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: learners see it now')).toBeVisible();

    // A learner, in a second browser, joins from the quiz list and answers one question.
    const learner = await registeredLearner(request, 'livemock');
    const learnerContext = await browser.newContext();
    const sitting = await learnerContext.newPage();
    await signIn(sitting, learner);
    await sitting.goto('/quizList');
    await sitting.getByRole('searchbox', { name: 'Search quizzes' }).fill(name);
    await sitting.getByRole('button', { name: `Join Live Mock: ${name}` }).click();
    await sitting.getByLabel('I have read and understood the instructions').check();
    await sitting.getByRole('button', { name: 'I am ready to begin' }).click();
    await sitting.getByRole('radio').nth(1).check();
    await sitting.getByRole('button', { name: 'Save & Next' }).click();
    await expect(sitting.getByText('All answers saved')).toBeVisible();

    // The console shows the candidate in progress while the window is open.
    await page.goto('/admin/live-mocks');
    const row = page.locator(`[data-mock="${id}"]`);
    await expect(row.getByRole('cell').nth(3)).toHaveText('1'); // in progress
    await expect(row.getByTestId('window-state')).toContainText('left');
    await captureScreens(page, 'admin-live-mocks', { fullPage: false });
    await expectAccessible(page, 'live mocks');

    // Nobody presses Submit: at zero the exam is submitted, and the result waits for the close.
    await expect(sitting.getByTestId('awaiting-release')).toContainText(
      'Your answers are submitted. Results will be released at',
      { timeout: closesAt.getTime() - Date.now() + 20_000 },
    );
    await captureScreens(sitting, 'exam-awaiting-release', { fullPage: false });
    await expect(sitting.getByTestId('exam-rank')).toHaveText('1 of 1', { timeout: 30_000 });
    await expect(sitting.getByTestId('exam-score')).toHaveText('2 / 6');
    await expect(sitting.getByText('Submitted automatically when the time ran out.')).toBeVisible();

    // And the console counts it auto-submitted, the window closed and ranked.
    await page.reload();
    await expect(row.getByTestId('window-state')).toHaveText('Closed, ranks released', { timeout: 15_000 });
    await expect(row.getByRole('cell').nth(5)).toHaveText('1'); // auto-submitted
    await learnerContext.close();
  });
});
