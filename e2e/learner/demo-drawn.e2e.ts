import { expect, test } from '@playwright/test';
import { demoQuizWithQuestionsFirst, untilDemoDrawn } from '../support/demo';

// /demo/{id} drawn by the server with its quiz (issue 37): the first question is in the HTML, the app takes it over.
test.describe('a demo quiz drawn by the server', () => {
  test('holds the first question before any script runs', async ({ browser, request }) => {
    const quiz = await demoQuizWithQuestionsFirst(request);
    await untilDemoDrawn(request, quiz.id);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(`/demo/${quiz.id}`);
    await expect(page.getByRole('heading', { name: `Question 1 of ${quiz.questions}` })).toBeVisible();
    await expect(page.getByText(quiz.firstOption, { exact: true })).toBeVisible();
    await expect(page.getByText('Loading quiz data...')).toHaveCount(0);
    // The quiz rides along as data the app reads, not as a script that runs.
    const data = page.locator('script#demo-quiz-data[type="application/json"]');
    expect(JSON.parse((await data.textContent()) ?? '')).toMatchObject({ _id: quiz.id, name: quiz.name });
    await context.close();
  });

  test('the app hydrates the drawn question: the same element, no second request for the quiz', async ({
    page,
    request,
  }) => {
    const quiz = await demoQuizWithQuestionsFirst(request);
    await untilDemoDrawn(request, quiz.id);
    const errors: string[] = [];
    const asked: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => void (r.url().includes('getDemoQuizbyId') && asked.push(r.url())));
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => {
        const w = window as unknown as { drawn?: Element | null };
        w.drawn ??= document.querySelector('[data-prerendered] #question-heading');
      }),
    );
    await page.goto(`/demo/${quiz.id}`);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled({ timeout: 25_000 });
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { drawn?: Element | null }).drawn;
      return !!drawn && drawn === document.querySelector('#question-heading') && drawn.isConnected;
    });
    expect(kept, "the drawn question is the app's").toBe(true);
    await next.click();
    await expect(page.getByRole('heading', { name: `Question 2 of ${quiz.questions}` })).toBeVisible();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an unknown or premium quiz gets the page the build drew, never an error page', async ({
    request,
  }) => {
    const list = await request.get('/api/quizs/getfilteredquizs', { params: { division: 'Abhyudaya' } });
    const { quizzes } = (await list.json()) as { quizzes: { _id: string; difficulty: string }[] };
    const premium = quizzes.find((q) => q.difficulty !== 'Free Exploratory Quiz');
    for (const id of ['000000000000000000000000', 'not-an-id', ...(premium ? [premium._id] : [])]) {
      const res = await request.get(`/demo/${id}`);
      expect(res.status(), id).toBe(200);
      const html = await res.text();
      expect(html, id).toContain('Loading quiz data...');
      expect(html, id).not.toContain('demo-quiz-data');
    }
  });
});
