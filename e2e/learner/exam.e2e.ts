import { expect, test } from '@playwright/test';
import { registeredLearner, signIn } from '../support/learners';
import { begin, legendCount, paletteButton, secondsLeft, SEEDED_MOCK } from '../support/exams';
import { chooseFilter } from '../support/player';
import { captureScreens, expectAccessible, expectNoHorizontalOverflow } from '../support/screens';

test.describe('exam mode: a mock test as the real exam', () => {
  test('instructions, the exam, a reload and an offline save keep everything; the summary, then the result with rank', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000); // screens captured in two themes and two widths
    const learner = await registeredLearner(request, 'examinee');
    await signIn(page, learner);
    await page.goto('/quizList');
    await chooseFilter(page, 'Subject', 'Mock Tests');
    await page.getByRole('button', { name: `Start Exam: ${SEEDED_MOCK}` }).click();

    // Instructions: marking, sections, the palette legend, the declaration before the clock starts.
    await expect(page.getByText('Marking: +2 for a right answer, −0.66 for a wrong one')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sections' }).getByRole('row')).toHaveCount(6);
    await captureScreens(page, 'exam-instructions');
    await expectAccessible(page, 'exam instructions');
    await begin(page);
    await expect(
      page.getByText('In case of any ambiguity in translation, the English version will prevail.'),
    ).toBeVisible();

    // Q1 saved; Q2 marked without an answer; Q3 answered and marked; Q4 opened and left with a choice.
    await page.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await page.getByRole('radio').nth(2).check();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await page.getByRole('radio').nth(0).check();
    await paletteButton(page, 1).click();
    await expect(
      page.getByText('Your choice on question 4 was not saved. Use Save & Next to save an answer.'),
    ).toBeVisible();
    await paletteButton(page, 4).click();
    const counts = {
      answered: '1',
      marked: '1',
      'answered-marked': '1',
      'not-answered': '1',
      'not-visited': '1',
    };
    for (const [state, n] of Object.entries(counts)) await expect(legendCount(page, state)).toHaveText(n);
    await page.getByRole('button', { name: 'हिंदी' }).click();
    await expect(page.locator('#exam-question-text')).toContainText(/[\u0900-\u097F]/);
    await page.getByRole('button', { name: 'English' }).click();
    await captureScreens(page, 'exam-screen', { fullPage: false });
    await expectAccessible(page, 'exam screen');
    await expect(page.getByText('All answers saved')).toBeVisible();

    // A reload: the same time left (the server's deadline), every saved answer, the same place.
    const before = await secondsLeft(page);
    await page.reload();
    await expect(page.getByTestId('time-left')).toBeVisible();
    const after = await secondsLeft(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 15);
    for (const [state, n] of Object.entries(counts)) await expect(legendCount(page, state)).toHaveText(n);
    await expect(page.getByRole('heading', { name: 'Question 4' })).toBeVisible();

    // Offline: the exam goes on, the save waits on the device, and goes out when the connection returns.
    await context.setOffline(true);
    await page.getByRole('radio').nth(3).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(page.getByText('Offline: answers kept on this device (1)')).toBeVisible();
    await expect(legendCount(page, 'answered')).toHaveText('2');
    await context.setOffline(false);
    await expect(page.getByText('All answers saved')).toBeVisible({ timeout: 20_000 });

    // The palette on a phone opens from a drawer.
    await page.setViewportSize({ width: 360, height: 760 });
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Question palette' }).click();
    await expect(page.getByRole('dialog', { name: 'Question palette' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize({ width: 1280, height: 720 });

    // Submit: the summary per section, then the result with rank.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const summary = page.getByRole('table', { name: 'Exam summary' });
    const polity = summary.getByRole('row', { name: /^Polity/ });
    const polityCounts = {
      'not-visited': '0',
      'not-answered': '1',
      answered: '2',
      marked: '1',
      'answered-marked': '1',
    };
    for (const [state, n] of Object.entries(polityCounts))
      await expect(polity.locator(`[data-summary="${state}"]`)).toHaveText(n);
    await captureScreens(page, 'exam-submit', { fullPage: false });
    await page.getByRole('button', { name: 'Yes, submit' }).click();
    await expect(page).toHaveURL(/\/exam\/[0-9a-f]{24}\/result$/);
    await expect(page.getByTestId('exam-rank')).toHaveText(/\d+ of \d+/);
    await expect(page.getByRole('table', { name: 'Sections' })).toContainText('Polity');
    await expect(page.getByRole('table', { name: 'Leaderboard' })).toContainText(learner.name);
    await expect(page.getByText('Article').first()).toBeVisible();
    await captureScreens(page, 'exam-result');
    await expectAccessible(page, 'exam result');
  });
});
