import { expect, type APIRequestContext } from '@playwright/test';

interface ListedQuiz {
  _id: string;
  name: string;
  difficulty: string;
}

/** A seeded free exploratory quiz with Quiz Insights pages (the demo intro and the flip-book). */
export async function demoQuizWithInsights(
  request: APIRequestContext,
): Promise<{ id: string; name: string; pages: number; questions: number }> {
  const list = await request.get('/api/quizs/getfilteredquizs', { params: { division: 'Abhyudaya' } });
  const { quizzes } = (await list.json()) as { quizzes: ListedQuiz[] };
  for (const quiz of quizzes.filter((q) => q.difficulty === 'Free Exploratory Quiz')) {
    const res = await request.post('/api/quizs/getDemoQuizbyId', { data: { quizid: quiz._id } });
    const detail = (await res.json()) as { quiz_pdf_images?: unknown[]; questions: unknown[] };
    // More than one page to flip and more than three questions to play: the admin console's browser test
    // publishes a free three-question quiz with a one-page PDF, listed first when it runs before these tests.
    const pages = detail.quiz_pdf_images?.length ?? 0;
    if (pages > 1 && detail.questions.length > 3)
      return {
        id: quiz._id,
        name: quiz.name,
        pages,
        questions: detail.questions.length,
      };
  }
  throw new Error('no free demo quiz with insight pages was seeded');
}

/** A seeded free exploratory quiz without insight pages: its demo opens on the first question. */
export async function demoQuizWithQuestionsFirst(
  request: APIRequestContext,
): Promise<{ id: string; name: string; questions: number; firstOption: string }> {
  const list = await request.get('/api/quizs/getfilteredquizs', { params: { division: 'Abhyudaya' } });
  const { quizzes } = (await list.json()) as { quizzes: ListedQuiz[] };
  for (const quiz of quizzes.filter((q) => q.difficulty === 'Free Exploratory Quiz')) {
    const res = await request.post('/api/quizs/getDemoQuizbyId', { data: { quizid: quiz._id } });
    if (!res.ok()) continue;
    const detail = (await res.json()) as {
      quiz_pdf_images?: unknown[];
      quiz_pdf_images_hindi?: unknown[];
      questions: { options: string[] }[];
    };
    const pages = (detail.quiz_pdf_images?.length ?? 0) + (detail.quiz_pdf_images_hindi?.length ?? 0);
    if (pages === 0 && detail.questions.length > 1)
      return {
        id: quiz._id,
        name: quiz.name,
        questions: detail.questions.length,
        firstOption: detail.questions[0].options[0],
      };
  }
  throw new Error('no free demo quiz opening on its questions was seeded');
}

/**
 * Waits until the server serves `/demo/{id}` drawn with its quiz: a first render on a loaded machine may take
 * longer than a visit waits for it, and that visit gets the build's loader page (services/catalog, DemoPages).
 */
export async function untilDemoDrawn(request: APIRequestContext, id: string): Promise<string> {
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get(`/demo/${id}`)).text()), { timeout: 20_000 })
    .toContain('id="demo-quiz-data"');
  return html;
}
