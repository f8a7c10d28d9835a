import { expect, test } from '@playwright/test';
import { demoQuizWithInsights } from '../support/demo';
import { captureScreens, expectAccessible, expectNoHorizontalOverflow } from '../support/screens';

test.describe('demo quiz and demo result (spec 2.12)', () => {
  test('a visitor plays a demo quiz to its result', async ({ page, request }) => {
    const quiz = await demoQuizWithInsights(request);
    await page.goto(`/demo/${quiz.id}`);

    // The intro: Quiz Insights with the flip-book, no navigation bar
    await expect(page.getByText('Quiz Insights', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: quiz.name })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Insights PDF' })).toBeVisible();
    // Insights PDF opens the quiz's private PDF through a signed URL, in a new tab
    const [pdf] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Insights PDF' }).click(),
    ]);
    await pdf.waitForURL(/\/api\/media\/private\/pdfs\/.+sig=/);
    await pdf.close();
    await captureScreens(page, 'demo-intro');
    await expectAccessible(page, 'demo intro');
    await page.getByRole('button', { name: 'Start Quiz' }).click();

    // The questions: the first-choice note, a wrong then a right pick on question 1
    await expect(page.getByText('Only first attempted option will be counted in final result')).toBeVisible();
    await expect(page.getByText(`Question 1 of ${quiz.questions}`)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Questions' });
    const options = page.getByRole('radiogroup').getByRole('radio');
    const correct = await page.evaluate(async (id) => {
      const res = await fetch('/api/quizs/getDemoQuizbyId', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ quizid: id }),
      });
      const q = (await res.json()) as { questions: { options: string[]; correct_answer: string }[] };
      return q.questions.map((x) => x.options.indexOf(x.correct_answer));
    }, quiz.id);
    const wrong = (i: number) => (correct[i] === 0 ? 1 : 0);
    await options.nth(wrong(0)).check();
    await expect(page.getByText('Wrong Answer Chosen')).toBeVisible();
    await page.getByRole('button', { name: 'Show Answer' }).click();
    await expect(page.getByRole('region', { name: 'Explanation' })).toBeVisible();
    await options.nth(correct[0]).check();
    await expect(page.getByText('Correct Option Chosen')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Question 1: wrong' })).toBeVisible();
    await captureScreens(page, 'demo-question');
    await expectAccessible(page, 'demo question');
    await expectNoHorizontalOverflow(page);

    // Questions 2 and 3 right (keyboard for question 3), then jump to the last and see the result
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await options.nth(correct[1]).check();
    await page.keyboard.press('n');
    await expect(page.getByText(`Question 3 of ${quiz.questions}`)).toBeVisible();
    await page.keyboard.press(String(correct[2] + 1));
    await expect(nav.getByRole('button', { name: 'Question 3: correct' })).toBeVisible();
    await nav.getByRole('button', { name: `Question ${quiz.questions}: not answered` }).click();
    await page.getByRole('button', { name: 'See Result' }).last().click();

    await expect(page).toHaveURL(/\/demoresult$/);
    const percent = ((2 / quiz.questions) * 100).toFixed(2);
    await expect(page.getByTestId('demo-percent')).toHaveText(`${percent}%`);
    await expect(page.getByRole('heading', { name: 'Keep Practicing!' })).toBeVisible();
    await captureScreens(page, 'demo-result');
    await expectAccessible(page, 'demo result');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({
      from: 'demoresult',
    });

    // The result in the Hindi interface (the result survives a reload: it lives in the history entry)
    await page.goBack();
    await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'अभ्यास जारी रखें!' })).toBeVisible();
    await expect(page.getByText('अनुत्तरित')).toBeVisible();
    await captureScreens(page, 'demo-result-hi');
  });

  test('read-aloud in Hindi plays the platform speech in headless Chromium (no voices there)', async ({
    page,
    request,
  }) => {
    const quiz = await demoQuizWithInsights(request);
    await page.goto(`/demo/${quiz.id}`);
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'हिंदी' }).click();
    await expect(page.getByRole('radiogroup').getByRole('radio').first()).toHaveAttribute('value', '0');
    expect(await page.evaluate(() => window.speechSynthesis.getVoices().length)).toBe(0);
    await captureScreens(page, 'demo-question-hindi');

    // Play: the speech call answers MP3 and the <audio> element plays it
    const audio = page.locator('audio[data-read-aloud-audio]');
    const [speech] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/speech?') && r.request().method() === 'GET'),
      page.getByRole('button', { name: 'Read aloud' }).click(),
    ]);
    // Chromium asks media for byte ranges: 206 (or 200 for a whole answer)
    expect([200, 206]).toContain(speech.status());
    expect(speech.headers()['content-type']).toBe('audio/mpeg');
    expect(new URL(speech.url()).searchParams.get('lang')).toBe('hi');
    expect(new URL(speech.url()).searchParams.get('text')).toMatch(/[\u0900-\u097F]/);
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused && a.currentTime > 0))
      .toBe(true);

    // Pause and resume through the same button
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => !a.paused)).toBe(true);

    // A click anywhere pauses speech (spec 2.12)
    await page.getByText('Only first attempted option will be counted in final result').click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

    // Another question resets to idle
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  });

  test('the flip-book turns a page and jumps to the last', async ({ page, request }) => {
    const quiz = await demoQuizWithInsights(request);
    const last = new RegExp(`${quiz.pages} of ${quiz.pages}$`);
    await page.goto(`/demo/${quiz.id}`);
    const book = page.getByRole('group', { name: `Quiz Insights: ${quiz.name}` });
    const status = book.getByRole('status');
    await expect(status).toHaveText(`Page 1 of ${quiz.pages}`);
    await expect(book.locator('.stf__parent')).toBeVisible();

    await book.getByRole('button', { name: 'Next page' }).click();
    await expect(status).toHaveText(`Pages 2–3 of ${quiz.pages}`);
    await expect(book).toHaveAttribute('data-page-state', 'read');
    await book.getByRole('button', { name: 'Previous page' }).click();
    await expect(status).toHaveText(`Page 1 of ${quiz.pages}`);

    // The page jump takes 1 to the page count
    await book.getByRole('textbox', { name: 'Go to page' }).fill(String(quiz.pages + 1));
    await book.getByRole('button', { name: 'Go' }).click();
    await expect(book.getByText(`Enter a page from 1 to ${quiz.pages}`)).toBeVisible();
    await book.getByRole('textbox', { name: 'Go to page' }).fill(String(quiz.pages));
    await book.getByRole('button', { name: 'Go' }).click();
    await expect(status).toHaveText(last);
    await expect(book.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await captureScreens(page, 'flip-book');

    // One page at a time on a phone
    await page.setViewportSize({ width: 360, height: 760 });
    await page.reload();
    await expect(status).toHaveText(`Page 1 of ${quiz.pages}`);
    await book.getByRole('button', { name: 'Next page' }).click();
    await expect(status).toHaveText(`Page 2 of ${quiz.pages}`);
    await expectNoHorizontalOverflow(page);
  });
});
