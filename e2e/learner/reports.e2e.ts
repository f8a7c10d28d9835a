import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInThroughTheForm } from '../support/console';
import { ADMIN, registeredLearner, signIn } from '../support/learners';
import { answer, chooseFilter, FREE_QUIZ } from '../support/player';
import { captureScreens, expectAccessible, expectNoHorizontalOverflow } from '../support/screens';

const NOTE = 'In case of any ambiguity in translation, the English version will prevail.';

async function chooseBoth(page: Page) {
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Both' }).click();
  await expect(page.getByText(NOTE)).toBeVisible();
}

/** A signed-in learner on question 1 of the demo catalogue's free quiz. */
async function openFreeQuiz(page: Page, request: APIRequestContext, prefix: string) {
  await signIn(page, await registeredLearner(request, prefix));
  await page.goto('/quizList');
  await chooseFilter(page, 'Category', 'Free Exploratory Quiz');
  await chooseFilter(page, 'Subject', 'Detailed News Analysis');
  await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('constitutional bodies');
  await page.getByRole('button', { name: `Start Quiz: ${FREE_QUIZ}` }).click();
  await page.getByRole('button', { name: 'Start Quiz', exact: true }).click();
  await expect(page.getByText('Question 1 of 12')).toBeVisible();
}

test.describe("'Both' languages and learners' reports (issue 33)", () => {
  test("'Both' in the player, the results analysis and the reattempt screen, with 'Report a problem' beside each question", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await openFreeQuiz(page, request, 'bilingual');
    // The player in Both: each question, its options and the explanation in English and Hindi.
    await chooseBoth(page);
    await answer(page, 0);
    await expect(page.getByText(/Correct Option Chosen \/|Wrong Answer Chosen \//)).toBeVisible();
    await captureScreens(page, 'question-both');
    await expectAccessible(page, 'question page in Both');
    await page.setViewportSize({ width: 360, height: 760 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Results and the reattempt screen have Both and 'Report a problem' too.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/quizresult$/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Full Quiz Analysis' }).click();
    await page.getByRole('button', { name: 'Both / दोनों' }).click();
    await expect(page.getByText(NOTE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(12);
    await captureScreens(page, 'quiz-analysis-both');
    await expectAccessible(page, 'results analysis in Both');
    await page.getByRole('button', { name: 'Reattempt Wrong/Unattempted Questions' }).click();
    await expect(page).toHaveURL(/\/reattempt$/);
    await chooseBoth(page);
    await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible();
    await captureScreens(page, 'reattempt-both');
  });

  test('a learner reports a translation problem, the editor rejects it with a reply, the learner sees the reply', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, the console's queue and four screens captured in both themes: generous on a busy machine.
    test.setTimeout(240_000);
    await openFreeQuiz(page, request, 'reporter');
    // The learner reports question 1's translation, with a comment.
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const form = page.getByRole('dialog', { name: 'Report a problem with question 1' });
    await form.getByRole('radio', { name: 'Translation does not match' }).check();
    await form
      .getByLabel('Comment (optional)')
      .fill('The Hindi option A does not say what the English says.');
    await captureScreens(page, 'report-dialog', { fullPage: false });
    await expectAccessible(page, 'report dialog');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form).toBeHidden();
    // Asked again, the same reason is marked as already reported.
    await page.getByRole('button', { name: 'Report a problem' }).click();
    await expect(
      form.getByRole('radio', { name: /Translation does not match \(already reported\)/ }),
    ).toBeDisabled();
    await form.getByRole('button', { name: 'Cancel' }).click();

    // The editor finds it in the console's queue, reads both languages and the key, and rejects it.
    const editorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await editorContext.newPage();
    await signInThroughTheForm(admin, ADMIN);
    await expect(admin.getByText('Quizzes by division')).toBeVisible();
    await admin.goto('/admin/reports');
    await admin.getByPlaceholder('Search quiz name').fill('Constitutional Bodies in the News');
    const row = admin.getByRole('row').filter({ hasText: 'Translation does not match' }).first();
    await expect(row).toBeVisible();
    await captureScreens(admin, 'admin-reports');
    await row.click();
    await expect(admin.getByText('हिन्दी (Hindi)')).toBeVisible();
    await expect(admin.getByRole('img', { name: 'Key: correct answer' }).first()).toBeVisible();
    await expect(
      admin.getByText('The Hindi option A does not say what the English says.').first(),
    ).toBeVisible();
    await captureScreens(admin, 'admin-report');
    await admin.getByRole('button', { name: 'Reject' }).click();
    const reply = 'Checked: विकल्प A is the same as option A. The translation matches.';
    await admin.getByLabel('Reply to the learners (required)').fill(reply);
    await admin.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText(/Rejected \d+ reports?/)).toBeVisible();
    await editorContext.close();

    // The learner sees the reply in My reports, and a line about it on the dashboard.
    await page.goto('/Dashboard');
    const notice = page.getByText(/Your report on question 1 of .* was answered/);
    await expect(async () => {
      await page.reload();
      await expect(notice).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await captureScreens(page, 'dashboard-report-notice');
    await page.getByRole('link', { name: 'See My reports' }).click();
    const mine = page.getByRole('list', { name: 'My reports' }).getByRole('listitem').first();
    await expect(mine).toContainText('Rejected');
    await expect(mine).toContainText(reply);
    await captureScreens(page, 'my-reports');
    await expectAccessible(page, 'my reports');
    await page.setViewportSize({ width: 360, height: 760 });
    await expectNoHorizontalOverflow(page);
  });
});
