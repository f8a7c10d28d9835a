import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, registeredLearner, signIn } from '../support/learners';
import { begin, draftMock, legendCount, paletteButton, secondsLeft } from '../support/exams';
import { chooseFilter } from '../support/player';
import { captureScreens, expectAccessible, expectNoHorizontalOverflow } from '../support/screens';

/** The English-prevails note's Hindi half, shown only in 'Both'. */
const HINDI_NOTE = 'अनुवाद में किसी भी अस्पष्टता की स्थिति में अंग्रेज़ी संस्करण मान्य होगा।';

/** A mock as the seeded one is made: 25 questions in five sections of five, 30 minutes, +2 / −0.66. */
async function fiveSectionMock(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', {
    data: { ...ADMIN, uniqueBrowserId: randomBytes(8).toString('hex'), forceLogin: true },
  });
  const { token } = (await login.json()) as { token: string };
  const name = `Mock Test ${randomBytes(3).toString('hex')}`;
  const names = ['Polity', 'Modern History', 'Geography', 'Economy', 'Science'];
  await draftMock(request, token, name, 25, {
    negativeMarks: 0.66,
    mode: 'exam',
    durationMinutes: 30,
    sections: names.map((section, i) => ({ name: section, from: i * 5 + 1, to: i * 5 + 5 })),
    published: true,
  });
  return name;
}

test.describe('exam mode: a mock test as the real exam', () => {
  test('instructions, the exam, a reload and an offline save keep everything; the summary, then the result with rank', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000); // screens captured in two themes and two widths
    // Its own mock, so what other tests do to the seeded one cannot change what this one sees
    const mock = await fiveSectionMock(request);
    const learner = await registeredLearner(request, 'examinee');
    await signIn(page, learner);
    await page.goto('/quizList');
    await chooseFilter(page, 'Subject', 'Mock Tests');
    await page.getByRole('searchbox', { name: 'Search quizzes' }).fill(mock);
    await page.getByRole('button', { name: `Start Exam: ${mock}` }).click();

    // Instructions: marking, sections, the palette legend, the declaration before the clock starts.
    await expect(page.getByText('Marking: +2 for a right answer, −0.66 for a wrong one')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sections' }).getByRole('row')).toHaveCount(6);
    await captureScreens(page, 'exam-instructions');
    await expectAccessible(page, 'exam instructions');
    await begin(page);
    await expect(
      page.getByText('In case of any ambiguity in translation, the English version will prevail.'),
    ).toBeVisible();

    // Q1 saved, tagged 'Guess' with its key; Q2 marked without an answer; Q3 answered and marked; Q4 opened
    // and left with a choice.
    await page.getByRole('radio').nth(1).check();
    await page.keyboard.press('g');
    await expect(page.getByRole('button', { name: 'Guess' })).toHaveAttribute('aria-pressed', 'true');
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
    // 'Both' (issue 33): the question and its options in English beside Hindi, under the note in both.
    await page.getByRole('button', { name: 'Both' }).click();
    await expect(page.getByText(HINDI_NOTE)).toBeVisible();
    await expect(page.locator('#exam-question-text')).not.toContainText(/[\u0900-\u097F]/);
    await expect(page.getByRole('radio', { name: /Article 324.*अनुच्छेद 324/ })).toBeVisible();
    await captureScreens(page, 'exam-screen-both', { fullPage: false });
    await expectAccessible(page, 'exam screen in Both');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByText(HINDI_NOTE)).toBeHidden();
    await captureScreens(page, 'exam-screen', { fullPage: false });
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
    // the tag reached the server: accuracy per tag and the what-if (issue 32)
    await expect(page.getByText(/^Guess: [01] of 1 right$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What if the marking were different?' })).toBeVisible();
    // The analysis in Both: each question's Hindi beside its English.
    await page.getByRole('button', { name: 'Both' }).click();
    await expect(page.getByText(HINDI_NOTE)).toBeVisible();
    const first = page.getByRole('region', { name: 'Question 1', exact: true });
    await expect(first.locator('[lang="hi"]').first()).toContainText(/[\u0900-\u097F]/);
    await expect(first.getByRole('button', { name: 'Report a problem' })).toBeVisible();
    await captureScreens(page, 'exam-result-both');
    await expectAccessible(page, 'exam result in Both');
  });
});
