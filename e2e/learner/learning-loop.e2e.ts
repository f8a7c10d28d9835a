import { expect, test, type Page } from '@playwright/test';
import { registeredLearner, signIn } from '../support/learners';
import { answer, chooseFilter, FREE_QUIZ } from '../support/player';
import { captureScreens, expectAccessible, expectNoHorizontalOverflow } from '../support/screens';

/** Tags the question on screen with a key (S, F, G), then answers it. */
async function tagAndAnswer(page: Page, key: string, tag: string, option: number) {
  await page.keyboard.press(key);
  await expect(page.getByRole('button', { name: tag, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await answer(page, option);
  await expect(page.getByText(/Correct Option Chosen|Wrong Answer Chosen/)).toBeVisible();
}

test.describe('the learning loop (issue 32)', () => {
  test('a learner tags answers, sees the what-if, keeps a notebook, practises and bookmarks', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    const learner = await registeredLearner(request, 'loop');
    await signIn(page, learner);

    // A free quiz, answered with confidence tags (keys S, F, G), and one question bookmarked.
    await page.goto('/quizList');
    await chooseFilter(page, 'Category', 'Free Exploratory Quiz');
    await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('constitutional bodies');
    await page.getByRole('button', { name: `Start Quiz: ${FREE_QUIZ}` }).click();
    await expect(page).toHaveURL(/\/questionPage$/);
    await page.getByRole('button', { name: 'Start Quiz', exact: true }).click();
    await expect(page.getByText('Question 1 of 12')).toBeVisible();
    await captureScreens(page, 'learning-player-tags');
    await tagAndAnswer(page, 'g', 'Guess', 0);
    await expect(page.getByRole('button', { name: 'Guess', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await tagAndAnswer(page, 's', 'Sure', 1);
    await page.getByRole('button', { name: 'Bookmark this question' }).click();
    await expect(page.getByRole('button', { name: 'Remove bookmark' })).toBeVisible();
    await expectAccessible(page, 'question page with tags');
    await page.getByRole('button', { name: 'Next' }).click();
    await tagAndAnswer(page, 'f', '50-50', 2);
    await page.getByRole('button', { name: 'Next' }).click();
    await answer(page, 3);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();

    // The result: accuracy per tag and the server's what-if.
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accuracy by confidence' })).toBeVisible();
    await expect(page.getByText(/^Sure: \d of 1 right$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What if the marking were different?' })).toBeVisible();
    await expect(page.getByText(/Your guesses (gained you|cost you|made no difference)/)).toBeVisible();
    await captureScreens(page, 'learning-result-insights');
    await expectAccessible(page, 'result with insights');

    // My Mistakes, from the header's menu: the wrong answers and right guesses, grouped.
    await page.getByRole('button', { name: new RegExp(learner.name) }).click();
    await page.getByRole('menuitem', { name: 'My Mistakes' }).click();
    await expect(page.getByRole('heading', { name: 'My Mistakes', level: 1 })).toBeVisible();
    await expect(page.getByText(/question(s)? due today/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /Detailed News Analysis/ }).first(),
    ).toBeVisible();
    await expect(page.getByText('(Correct Choice)').first()).toBeVisible();
    // Beside each question, the bookmark and 'Report a problem' (issue 33), as in the player and results.
    const removes = await page.getByRole('button', { name: 'Remove from My Mistakes' }).count();
    expect(removes).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Report a problem' })).toHaveCount(removes);
    await expect(
      page.getByRole('button', { name: /^(Bookmark this question|Remove bookmark)$/ }),
    ).toHaveCount(removes);
    await captureScreens(page, 'learning-my-mistakes');
    await expectAccessible(page, 'my mistakes');
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Report a problem' }).first().click();
    const report = page.getByRole('dialog', { name: /^Report a problem with question \d+$/ });
    await report.getByRole('radio', { name: 'Typo or formatting' }).check();
    await captureScreens(page, 'learning-my-mistakes-report', { fullPage: false });
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report).toBeHidden();

    // Practise the due questions: the server judges each answer and reschedules it.
    const due = Number((await page.getByTestId('due-today').innerText()).match(/\d+/)![0]);
    expect(due).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Practise due questions' }).click();
    await expect(page.getByText(`Question 1 of ${due}`)).toBeVisible();
    await answer(page, 1);
    await expect(page.getByText(/It comes back (tomorrow|in a few days)/)).toBeVisible();
    await captureScreens(page, 'learning-practice');
    await expectAccessible(page, 'practice');
    await page.getByRole('link', { name: 'Stop' }).click();
    await expect(page.getByTestId('due-today')).toHaveText(
      `${due - 1} question${due - 1 === 1 ? '' : 's'} due today`,
    );

    // The bookmark is kept on the server: after a reload it is still in Bookmarks.
    await page.goto('/bookmarks');
    await expect(page.getByRole('heading', { name: 'Bookmarks', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Bookmarks', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove bookmark' })).toHaveCount(1);
    await expect(page.getByText(/^2\. /)).toBeVisible();
    await captureScreens(page, 'learning-bookmarks');

    // The dashboard: due questions, the streak and the topic analysis.
    await page.goto('/Dashboard');
    await expect(page.getByRole('heading', { name: 'Topic analysis' })).toBeVisible();
    await expect(page.getByText(/Review streak: 1 day/)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Detailed News Analysis' })).toBeVisible();
    await captureScreens(page, 'learning-dashboard');
    await expectAccessible(page, 'dashboard with topic analysis');

    // 'Practise these': the chapter's notebook questions, then the rest of the quiz's 12.
    await page.getByRole('button', { name: 'Practise these' }).click();
    await expect(page.getByRole('heading', { name: 'Practise your weakest chapters' })).toBeVisible();
    await expect(page.getByText('Question 1 of 12')).toBeVisible();
    await captureScreens(page, 'learning-practise-these');

    // The report sent from My Mistakes is in My reports.
    await page.goto('/Dashboard?section=reports');
    await expect(page.getByRole('list', { name: 'My reports' })).toContainText('Typo or formatting');

    // In Hindi: the notebook's interface and the question's Hindi text.
    await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
    await page.goto('/myMistakes');
    await expect(page.getByRole('heading', { name: 'मेरी गलतियाँ', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'हिंदी में देखें' }).click();
    await expect(page.getByText('व्याख्या').first()).toBeVisible();
    await captureScreens(page, 'learning-my-mistakes-hi');
    await page.getByRole('button', { name: 'समस्या बताएँ' }).first().click();
    await expect(page.getByRole('dialog', { name: /^प्रश्न \d+ में समस्या बताएँ$/ })).toBeVisible();
    await captureScreens(page, 'learning-my-mistakes-report-hi', { fullPage: false });
  });
});
