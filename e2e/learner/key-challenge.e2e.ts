import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signInThroughTheForm } from '../support/console';
import { draftMock } from '../support/exams';
import { ADMIN, registeredLearner, signIn, type Learner } from '../support/learners';
import { captureScreens } from '../support/screens';

/** A live mock of three questions (+2 / −0.5), open now and closing in `closesInMs`, published; answers its id. */
async function liveMock(request: APIRequestContext, token: string, name: string, closesInMs: number) {
  const id = await draftMock(request, token, name, 3, {
    mode: 'exam',
    durationMinutes: 5,
    liveWindow: {
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + closesInMs).toISOString(),
    },
  });
  const published = await request.post(`/api/admin/quizzes/${id}/publish`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(published.ok()).toBe(true);
  return id;
}

/** A candidate sits the mock through the exam API (the exam screen's own calls) and submits. */
async function sit(request: APIRequestContext, who: Learner, quizId: string, options: number[]) {
  const headers = { Authorization: `Bearer ${await apiToken(request, who)}` };
  expect(
    (await request.post(`/api/exams/${quizId}/start`, { headers, data: { displayName: who.name } })).ok(),
  ).toBe(true);
  const saves = options.map((option, question) => ({
    seq: question + 1,
    question,
    seconds: 20,
    response: { option, marked: false },
  }));
  expect(
    (await request.post(`/api/exams/${quizId}/answers`, { headers, data: { deviceId: 'e2e', saves } })).ok(),
  ).toBe(true);
  expect((await request.post(`/api/exams/${quizId}/submit`, { headers, data: {} })).ok()).toBe(true);
}

test.describe("a live mock's answer-key challenge window (issue 33)", () => {
  test('a candidate challenges a key, the editor drops the question, and the result shows the bonus and the new rank', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const name = `Live Mock ${randomBytes(3).toString('hex')}`;
    const closesAt = Date.now() + 25_000;
    const id = await liveMock(request, await apiToken(request, ADMIN), name, closesAt - Date.now());
    // Asha gets question 2 wrong (3.5 of 6), Ravi gets all three right (6): Asha ranks 2 of 2.
    const [asha, ravi] = [await registeredLearner(request, 'asha'), await registeredLearner(request, 'ravi')];
    await sit(request, asha, id, [1, 0, 1]);
    await sit(request, ravi, id, [1, 1, 1]);

    // At the close Asha's result shows the provisional key, the window, and her rank.
    await signIn(page, asha);
    await page.waitForTimeout(Math.max(0, closesAt - Date.now()));
    await page.goto(`/exam/${id}/result`);
    await expect(page.getByTestId('exam-rank')).toHaveText('2 of 2', { timeout: 30_000 });
    await expect(page.getByTestId('key-stage')).toHaveText('Provisional key');
    await expect(page.getByText(/^Challenge window open until /)).toBeVisible();

    // She challenges question 2's key.
    const question2 = page.getByRole('region', { name: 'Question 2' });
    await question2.getByRole('button', { name: 'Challenge key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Challenge the key of question 2' });
    await dialog.getByRole('radio', { name: 'More than one option is correct' }).check();
    await dialog
      .getByLabel('Explanation (optional)')
      .fill('Article 324 and Article 315 both bear on elections.');
    await captureScreens(page, 'key-challenge-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Send challenge' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(/Your challenges: Question 2 \(More than one option is correct\)/),
    ).toBeVisible();
    await expect(question2.getByRole('button', { name: 'Key challenged: change' })).toBeVisible();
    await captureScreens(page, 'key-provisional-result');

    // The editor, in a second browser, sees the challenge counted and drops the question.
    const consoleContext = await browser.newContext();
    const editor = await consoleContext.newPage();
    await signInThroughTheForm(editor, ADMIN);
    await expect(editor.getByText('Quizzes by division')).toBeVisible();
    await editor.goto('/admin/key-challenges');
    await editor.getByText(name).click();
    const card = editor.getByRole('region', { name: 'Question 2' });
    await expect(card.getByText('1 challenge', { exact: true })).toBeVisible();
    await expect(card.getByText('More than one correct: 1')).toBeVisible();
    await card.getByRole('button', { name: 'Drop question' }).click();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Question 2: drop')).toBeVisible();
    await captureScreens(editor, 'admin-key-challenges', { fullPage: false });
    await editor.getByRole('button', { name: 'Publish final key' }).click();
    const confirm = editor.getByRole('dialog');
    await expect(confirm).toContainText(
      'Dropped (full marks to every candidate who attempted it): question 2.',
    );
    await confirm.getByRole('button', { name: 'Publish final key' }).click();
    await expect(editor.getByText(/Final key published: candidates are being re-scored/)).toBeVisible();
    await consoleContext.close();

    // Asha's result: the final key, the bonus, the full score and rank 1 (tied with Ravi).
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('exam-rank').innerText();
        },
        { timeout: 30_000 },
      )
      .toBe('1 of 2');
    await expect(page.getByTestId('key-stage')).toHaveText('Final key published');
    await expect(page.getByTestId('exam-bonus')).toHaveText('Bonus: question 2 dropped');
    await expect(page.getByTestId('exam-score')).toHaveText('6 / 6');
    await expect(question2.getByText('Dropped: full marks if attempted')).toBeVisible();
    await captureScreens(page, 'key-final-result');
    // In Hindi too.
    await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
    await page.reload();
    await expect(page.getByTestId('key-stage')).toHaveText('अंतिम उत्तर कुंजी प्रकाशित');
    await expect(page.getByTestId('exam-bonus')).toHaveText('बोनस: प्रश्न 2 हटाया गया');
    await captureScreens(page, 'key-final-result-hi', { fullPage: false });
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));

    // And her dashboard tells her the final key changed her score and rank.
    await page.goto('/dashboard');
    await expect(page.getByTestId('key-notice')).toContainText(
      `Final key published for ${name}: your score is now 6 (was 3.5) and your rank 1 of 2 (was 2).`,
    );
    await captureScreens(page, 'dashboard-key-notice', { fullPage: false });
  });
});
