import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { apiToken, newEditor, signInThroughTheForm } from '../support/console';
import { ADMIN, registeredLearner, signIn } from '../support/learners';
import { answer, chooseFilter } from '../support/player';
import { captureScreens, expectNoHorizontalOverflow } from '../support/screens';

/** A one-page PDF, as an editor's upload would be. */
function onePagePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [300, 450], margin: 24 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Daily news analysis, page 1');
    doc.end();
  });
}

async function fillQuestion(page: Page, i: number, n: number) {
  await page
    .getByRole('textbox', { name: /^Question/ })
    .nth(i)
    .fill(`Which river is question ${n} about?`);
  await page.getByRole('textbox', { name: 'Options (one per line)' }).nth(i).fill('Ganga\nYamuna\nGodavari');
  await page.getByRole('textbox', { name: 'प्रश्न (question)' }).nth(i).fill(`प्रश्न ${n} किस नदी के बारे में है?`);
  await page.getByRole('textbox', { name: 'विकल्प (options, same order)' }).nth(i).fill('गंगा\nयमुना\nगोदावरी');
  await page
    .getByRole('combobox', { name: /Correct answer/ })
    .nth(i)
    .click();
  await page.getByRole('option', { name: 'Yamuna' }).click();
}

test.describe('the admin console', () => {
  test('a learner cannot get in, and is told why', async ({ page, request }) => {
    const learner = await registeredLearner(request, 'learner');
    await signInThroughTheForm(page, learner);
    await expect(page.getByRole('alert')).toContainText('This console is for editors and admins');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminConsoleToken'))).toBeNull();
    await captureScreens(page, 'admin-login-refused');
  });

  test('the console sends nothing to a third party and describes itself', async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).host !== new URL(baseURL!).host) elsewhere.push(r.url());
    });
    await signInThroughTheForm(page, ADMIN);
    await expect(page.getByText('Quizzes by division')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(elsewhere).toEqual([]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Exam Prep console/);
  });

  test('an editor creates a bilingual quiz of three questions, adds a PDF, publishes it; learners then list it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000); // six screens captured in two themes and two widths
    const editor = await newEditor(request);
    await signInThroughTheForm(page, editor);
    await expect(page.getByText('Quizzes by division')).toBeVisible();
    await captureScreens(page, 'admin-overview');

    const name = `River quiz ${randomBytes(3).toString('hex')}`;
    await page.goto('/admin/quizzes/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(name);
    await page.getByRole('combobox', { name: /^Subject/ }).click();
    await page.getByRole('option', { name: 'Current Affairs' }).click();
    await page.getByRole('tab', { name: 'Questions' }).click();
    await fillQuestion(page, 0, 1);
    for (const i of [1, 2]) {
      await page.getByRole('button', { name: 'Add' }).click();
      await fillQuestion(page, i, i + 1);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/quizzes\/[0-9a-f]{24}$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('tab', { name: 'Questions' }).click();
    // The new quiz's own tab, not the create form's: that form must be gone once the address says the quiz's page.
    await expect(page).toHaveURL(new RegExp(`/admin/quizzes/${id}/questions$`));
    await expect(page.getByRole('textbox', { name: 'विकल्प (options, same order)' })).toHaveCount(3);
    await captureScreens(page, 'admin-quiz-questions', { fullPage: false });

    await page.getByRole('tab', { name: 'PDFs and video' }).click();
    await page
      .locator('input[type=file][aria-label="Quiz PDF (English)"]')
      .setInputFiles({ name: 'analysis.pdf', mimeType: 'application/pdf', buffer: await onePagePdf() });
    await expect(page.getByTestId('pdf-page')).toHaveCount(1);
    await expect(page.getByTestId('pdf-page')).toHaveJSProperty('complete', true);
    expect(await page.getByTestId('pdf-page').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      900,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    await expect(page.getByText('revision 2')).toBeVisible();
    await captureScreens(page, 'admin-quiz-pdf');
    // The quiz's page fits a 360 px phone (its form, its tabs and their toolbar).
    await page.setViewportSize({ width: 360, height: 760 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published: learners see it now')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row').nth(1)).toContainText('published');
    await expect(history.getByRole('row').nth(1)).toContainText('you');
    await expect(history.getByRole('row')).toHaveCount(4); // created, PDF saved, published

    const list = await request.get('/api/quizs/getfilteredquizs', {
      params: {
        division: 'Abhyudaya',
        subject: 'Current Affairs',
        classs: 'Already passed 12th',
        difficulty: 'All',
      },
    });
    const quizzes = (
      (await list.json()) as { quizzes: { _id: string; name: string; questionsLength: number }[] }
    ).quizzes;
    expect(quizzes.find((q) => q._id === id)).toMatchObject({ name, questionsLength: 3 });

    await page.goto(`/admin/quizzes/${id}/show`);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByText('प्रश्न 2 किस नदी के बारे में है?')).toBeVisible();
    await captureScreens(page, 'admin-quiz-preview');

    await page.goto('/admin/quizzes');
    await page.getByPlaceholder('Search name, description, chapter').fill(name);
    await expect(page.getByText(name)).toBeVisible();
    await captureScreens(page, 'admin-quiz-list');
  });

  test("an editor corrects a published question's answer; a learner who took the quiz sees the corrected score and percentile", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const editor = await newEditor(request);
    const editorAuth = { Authorization: `Bearer ${await apiToken(request, editor)}` };
    // A published free quiz of two questions whose key says Yamuna twice (made through the admin API).
    const question = (n: number) => ({
      question: `Which river is question ${n} about?`,
      question_in_hindi: `प्रश्न ${n} किस नदी के बारे में है?`,
      options: ['Ganga', 'Yamuna', 'Godavari'],
      options_hindi: ['गंगा', 'यमुना', 'गोदावरी'],
      correct_answer: 'Yamuna',
      correct_answer_hindi: 'यमुना',
      answer_explanation_in_english: '',
      answer_explanation_in_hindi: '',
      youtube_video: '',
    });
    const name = `Key fix ${randomBytes(3).toString('hex')}`;
    const created = await request.post('/api/admin/quizzes', {
      headers: editorAuth,
      data: {
        name,
        division: 'Abhyudaya',
        subject: 'Current Affairs',
        difficulty: 'Free Exploratory Quiz',
        classs: 'Already passed 12th',
        marksPerCorrect: 1,
        negativeMarks: 0,
        accessible: [],
        questions: [question(1), question(2)],
        published: true,
      },
    });
    expect(created.ok()).toBe(true);
    const id = ((await created.json()) as { id: string }).id;

    // Another learner answered Yamuna twice (2 marks, then 1 after the correction).
    const other = await registeredLearner(request, 'other');
    const otherSession = (await (
      await request.post('/api/users/login', {
        data: { ...other, uniqueBrowserId: randomBytes(8).toString('hex'), forceLogin: true },
      })
    ).json()) as { token: string; user: { _id: string } };
    // Attempts learns a new quiz from catalog's events, a moment after the create answers: until then a
    // completion is refused with 'Quiz not found.' and stores nothing, so the same attempt is sent again.
    const attemptId = randomUUID();
    const quizEndTime = new Date().toISOString();
    await expect(async () => {
      const completed = await request.post('/api/users/completequiz', {
        headers: { Authorization: `Bearer ${otherSession.token}` },
        data: {
          userId: otherSession.user._id,
          quizId: id,
          attemptId,
          answers: [{ option: 1 }, { option: 1 }],
          totalQuestions: 2,
          division: 'Abhyudaya',
          quizName: name,
          quizCategory: 'Free Exploratory Quiz',
          quizSubject: 'Current Affairs',
          quizStartTime: new Date(Date.parse(quizEndTime) - 60_000).toISOString(),
          quizEndTime,
        },
      });
      expect(completed.status(), await completed.text()).toBe(200);
    }).toPass({ timeout: 10_000 });

    // The learner takes it in the learner app: Ganga (wrong by the key), then Yamuna (right): 1 mark, 50th percentile.
    const learnerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const learnerPage = await learnerContext.newPage();
    await signIn(learnerPage, await registeredLearner(request, 'rescored'));
    await learnerPage.goto('/quizList');
    await chooseFilter(learnerPage, 'Category', 'Free Exploratory Quiz');
    await chooseFilter(learnerPage, 'Subject', 'Current Affairs');
    await learnerPage.getByRole('searchbox', { name: 'Search quizzes' }).fill(name);
    await learnerPage.getByRole('button', { name: `Start Quiz: ${name}` }).click();
    await expect(learnerPage).toHaveURL(/\/questionPage$/);
    const first = learnerPage.getByText('Question 1 of 2');
    // The intro's own button (exact: the list's buttons are named 'Start Quiz: <name>').
    const start = learnerPage.getByRole('button', { name: 'Start Quiz', exact: true });
    await expect(start.or(first)).toBeVisible();
    if (await start.isVisible()) await start.click();
    await expect(first).toBeVisible();
    await answer(learnerPage, 0);
    await learnerPage.getByRole('button', { name: 'Next' }).click();
    await expect(learnerPage.getByText('Question 2 of 2')).toBeVisible();
    await answer(learnerPage, 1);
    await learnerPage.getByRole('button', { name: 'Submit', exact: true }).click();
    await learnerPage.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(learnerPage).toHaveURL(/\/quizresult$/, { timeout: 20_000 });
    const score = learnerPage.getByRole('row', { name: /Total Score/ });
    const percentile = learnerPage.getByRole('row', { name: /Percentile/ });
    await expect(score).toContainText('1');
    await learnerPage.getByRole('button', { name: 'Calculate Percentile' }).click();
    await expect(percentile).toContainText('50');

    // The editor corrects question 1's answer to Ganga in the console.
    await signInThroughTheForm(page, editor);
    await expect(page.getByText('Quizzes by division')).toBeVisible();
    await page.goto(`/admin/quizzes/${id}/questions`);
    await expect(page.getByRole('combobox', { name: /Correct answer/ }).first()).toHaveText('Yamuna');
    await page
      .getByRole('combobox', { name: /Correct answer/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'Ganga' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    // The re-scoring runs after the save: the History tab lists the correction and then its re-scoring by
    // itself (it reads the history again on the save, and until the re-scoring is there), with no Refresh.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'History' });
    await expect(history).toContainText('answer key of question 1');
    await expect(history).toContainText('re-scored 2 results (2 scores changed)', { timeout: 30_000 });
    await captureScreens(page, 'admin-quiz-rescored');
    await page.setViewportSize({ width: 360, height: 760 });
    await expectNoHorizontalOverflow(page);

    // The learner's result screen, opened again, shows the corrected score: 2 marks, now the 100th percentile.
    await learnerPage.reload();
    await expect(score).toContainText('2');
    await learnerPage.getByRole('button', { name: 'Calculate Percentile' }).click();
    await expect(percentile).toContainText('100');
    await captureScreens(learnerPage, 'quiz-result-rescored');
    await learnerContext.close();
  });

  test('a CSV with one bad row is refused with that row named, and nothing is written', async ({
    page,
    request,
  }) => {
    const editor = await newEditor(request);
    await signInThroughTheForm(page, editor);
    await expect(page.getByText('Quizzes by division')).toBeVisible();
    await page.goto('/admin/quizzes/import');
    const name = `Imported ${randomBytes(3).toString('hex')}`;
    await page.getByLabel('Quiz name').fill(name);
    const csv = [
      'question,question_in_hindi,option_1,option_2,option_hindi_1,option_hindi_2,correct_answer',
      'Is the Ganga a river?,क्या गंगा एक नदी है?,Yes,No,हाँ,नहीं,1',
      'Is the Thar a river?,क्या थार एक नदी है?,Yes,No,हाँ,नहीं,Maybe',
    ].join('\n');
    await page
      .locator('input[type=file][aria-label="Questions file"]')
      .setInputFiles({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check the rows (dry run)' }).click();
    const problems = page.getByRole('table', { name: 'Rows with problems' });
    await expect(problems.getByRole('row')).toHaveCount(2);
    await expect(problems.getByRole('row').nth(1)).toContainText('3');
    await expect(problems).toContainText('correct answer "Maybe" is not among the options');
    await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await captureScreens(page, 'admin-import-problems');

    const token = await page.evaluate(() => localStorage.getItem('adminConsoleToken'));
    const found = await request.get('/api/admin/quizzes', {
      headers: { Authorization: `Bearer ${token}` },
      params: { filter: JSON.stringify({ q: name }) },
    });
    expect(found.headers()['x-total-count']).toBe('0');
  });

  test('an admin disables a learner, whose next call gets 401', async ({ page, request }) => {
    const learner = await registeredLearner(request, 'disabled');
    const learnerToken = await apiToken(request, learner);
    const profile = () =>
      request.get('/api/admin/users', { headers: { Authorization: `Bearer ${learnerToken}` } });
    expect((await profile()).status()).toBe(403); // a learner's call, still signed in
    // The admin signs in through the form (the console's own session is the one its calls use)
    await signInThroughTheForm(page, ADMIN);
    await expect(page.getByText('Quizzes by division')).toBeVisible();
    const admin = {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('adminConsoleToken'))}`,
    };
    let id = '';
    await expect
      .poll(async () => {
        const res = await request.get('/api/admin/users', {
          headers: admin,
          params: { filter: JSON.stringify({ q: learner.email }) },
        });
        id = ((await res.json()) as { id: string }[])[0]?.id ?? '';
        return id;
      })
      .not.toBe('');

    await page.goto(`/admin/users/${id}`);
    await page.getByLabel('Account disabled').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    expect((await profile()).status()).toBe(401);
    await captureScreens(page, 'admin-learner-disable');
  });
});
