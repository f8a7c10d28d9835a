import { expect, test } from '@playwright/test';
import { registeredLearner, signIn } from '../support/learners';
import { answer, chooseFilter, FREE_QUIZ, navButton, watchCompletions } from '../support/player';
import { captureScreens, expectAccessible } from '../support/screens';

test.describe('the quiz list, question page, results and reattempt', () => {
  test('a learner filters, takes a free quiz, reloads and resumes, submits offline, and the result arrives once', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    const learner = await registeredLearner(request, 'player');
    await signIn(page, learner);
    const completions = watchCompletions(page);

    await page.goto('/quizList');
    await expect(page.getByRole('heading', { name: 'Quizzes', level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await captureScreens(page, 'quiz-list');
    await expectAccessible(page, 'quiz list');
    await chooseFilter(page, 'Category', 'Free Exploratory Quiz');
    await chooseFilter(page, 'Subject', 'Detailed News Analysis');
    await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('constitutional bodies');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('button', { name: `Start Quiz: ${FREE_QUIZ}` }).click();

    // The intro: Topic Insights, then Start Quiz.
    await expect(page).toHaveURL(/\/questionPage$/);
    await expect(page.getByRole('heading', { name: 'Topic Insights' })).toBeVisible();
    await captureScreens(page, 'question-intro');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByText('Question 1 of 12')).toBeVisible();
    await answer(page, 0);
    await expect(page.getByText(/Correct Option Chosen|Wrong Answer Chosen/)).toBeVisible();
    await captureScreens(page, 'question-answered');
    await expectAccessible(page, 'question page');
    await page.getByRole('button', { name: 'Next' }).click();
    await answer(page, 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Question 3 of 12')).toBeVisible();
    const first = await navButton(page, 1).getAttribute('data-state');
    const second = await navButton(page, 2).getAttribute('data-state');
    expect(['correct', 'wrong']).toContain(first);
    expect(['correct', 'wrong']).toContain(second);

    // A reload midway loses nothing: Resume Quiz brings the answers and the place back.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Resume Quiz' })).toBeVisible();
    await page.getByRole('button', { name: 'Resume Quiz' }).click();
    await expect(page.getByText('Question 3 of 12')).toBeVisible();
    await expect(navButton(page, 1)).toHaveAttribute('data-state', first!);
    await expect(navButton(page, 2)).toHaveAttribute('data-state', second!);
    await answer(page, 2);

    // Offline at submit: the submission waits on the device, then goes once the connection is back.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Submission pending/)).toBeVisible();
    await captureScreens(page, 'question-pending', { fullPage: false });
    expect(completions.ok).toBe(0);
    await context.setOffline(false);

    await expect(page).toHaveURL(/\/quizresult$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    const attempted = page.getByRole('row', { name: /Questions Attempted/ });
    await expect(attempted).toContainText('3');
    await expect(page.getByRole('row', { name: /Total Questions/ })).toContainText('12');
    expect(completions.ok).toBe(1);

    await page.getByRole('button', { name: 'Calculate Percentile' }).click();
    await expect(page.getByRole('row', { name: /Percentile/ })).toBeVisible();
    await captureScreens(page, 'quiz-result');
    await page.getByRole('button', { name: 'Full Quiz Analysis' }).click();
    await page.getByRole('button', { name: 'हिंदी में देखें' }).click();
    await expect(page.getByRole('button', { name: 'View in English' })).toBeVisible();
    await expect(page.getByText(/\((सही विकल्प|आपका चयन सही है)\)/).first()).toBeVisible();
    await captureScreens(page, 'quiz-analysis-hindi');
    await expectAccessible(page, 'results with the analysis');

    await page.getByRole('button', { name: 'Reattempt Wrong/Unattempted Questions' }).click();
    await expect(page).toHaveURL(/\/reattempt$/);
    await expect(page.getByText(/for practice only/)).toBeVisible();
    await expect(page.getByText(/Question \d+ of \d+/)).toBeVisible();
    await captureScreens(page, 'reattempt');
    // Nothing else was submitted on the way.
    expect(completions.ok).toBe(1);
    expect(completions.other).toBe(0);
  });

  test("a premium quiz opens the 'Premium Content' dialog", async ({ page, request }) => {
    const learner = await registeredLearner(request, 'premium');
    await signIn(page, learner);
    await page.goto('/quizList');
    await chooseFilter(page, 'Category', 'Premium Quiz');
    await page.getByRole('article').first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Premium Content' });
    await expect(dialog).toBeVisible();
    await captureScreens(page, 'quiz-list-premium-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Free Quizzes' }).click();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Free Exploratory Quiz');
  });
});
