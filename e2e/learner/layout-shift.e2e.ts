import { expect, test, type Page } from '@playwright/test';
import { demoQuizWithInsights, demoQuizWithQuestionsFirst, untilDemoDrawn } from '../support/demo';
import { layoutShiftOf, recordLayoutShifts, VIEWPORTS } from '../support/layout-shift';
import { registeredLearner, signIn } from '../support/learners';

/** Issue 37: nothing a learner sees first moves once drawn (cumulative layout shift under 0.02). */
const MOST = 0.02;

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });

test.describe('no layout shift on the learner routes (phone and desktop)', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`a visitor's first routes do not shift, ${device}`, async ({ browser, request }) => {
      const quiz = await demoQuizWithInsights(request);
      const questionsFirst = await demoQuizWithQuestionsFirst(request);
      // Both demos as the server draws them (their intro, their first question), then hydrated.
      for (const id of [quiz.id, questionsFirst.id]) await untilDemoDrawn(request, id);
      const routes: [string, (page: Page) => ReturnType<Page['getByRole']>][] = [
        ['/', heading(/Prepare every day/)],
        ['/login', heading('Login')],
        ['/purchase', heading('Select Your Plan')],
        [`/demo/${quiz.id}`, (page) => page.getByRole('button', { name: 'Start Quiz' })],
        [`/demo/${questionsFirst.id}`, (page) => page.getByRole('button', { name: 'Next' })],
      ];
      for (const [path, ready] of routes) {
        // A fresh page for each route: the shifts of one first visit, as Lighthouse measures it.
        const page = await browser.newPage({ viewport });
        await recordLayoutShifts(page);
        const { total, shifts } = await layoutShiftOf(page, path, ready);
        expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(MOST);
        await page.close();
      }
    });

    test(`the quiz list and the results do not shift, ${device}`, async ({ browser, request }) => {
      const learner = await registeredLearner(request, 'shift');
      const page = await browser.newPage({ viewport });
      await signIn(page, learner);
      await recordLayoutShifts(page);
      const list = await layoutShiftOf(page, '/quizList', (p) => p.getByRole('article'));
      expect(list.total, JSON.stringify(list.shifts)).toBeLessThan(MOST);

      // The results screen as the player opens it: its state in the history entry, drawn on a fresh load.
      await page.evaluate(() => {
        const state = {
          quizId: '000000000000000000000000',
          quizName: 'News Analysis: Constitutional Bodies in the News',
          division: 'Abhyudaya',
          subject: 'Detailed News Analysis',
          classs: 'Already passed 12th',
          attemptId: 'layout-shift-test',
          result: { totalQuestions: 12, attemptedQuestions: 3, correctAnswers: 2, wrongAnswers: 1, score: 2 },
          firstChoices: [1, 0, 2, ...Array<null>(9).fill(null)],
          statuses: [1, 0, 1, ...Array<number>(9).fill(-1)],
        };
        history.replaceState({ usr: state, key: 'shift', idx: 0 }, '', '/quizresult');
      });
      const results = await layoutShiftOf(page, 'reload', heading('Quiz Results'));
      expect(results.total, JSON.stringify(results.shifts)).toBeLessThan(MOST);
      await page.close();
    });

    test(`the demo result does not shift, ${device}`, async ({ browser, request }) => {
      const quiz = await demoQuizWithInsights(request);
      const page = await browser.newPage({ viewport });
      await recordLayoutShifts(page);
      await page.goto(`/demo/${quiz.id}`);
      await page.getByRole('button', { name: 'Start Quiz' }).click();
      await page.getByRole('radiogroup').getByRole('radio').first().check();
      await page.getByRole('button', { name: 'See Result' }).last().click();
      await expect(page).toHaveURL(/\/demoresult$/);
      // The result lives in the history entry: a reload draws it as a first visit.
      const result = await layoutShiftOf(page, 'reload', (p) => p.getByTestId('demo-percent'));
      expect(result.total, JSON.stringify(result.shifts)).toBeLessThan(MOST);
      await page.close();
    });
  }
});
