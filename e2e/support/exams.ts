import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The palette legend's count of a state ('answered', 'marked', …) in the section on screen. */
export const legendCount = (page: Page, state: string) =>
  page.locator(`[data-legend="${state}"] [data-state]`).first();

/** The palette button of question n (1-based). */
export const paletteButton = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n}: `) });

/** HH:MM:SS on the exam's header, in seconds. */
export async function secondsLeft(page: Page): Promise<number> {
  const [h, m, s] = (await page.getByTestId('time-left').innerText()).split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** Ticks the declaration and begins: the exam screen with its clock. */
export async function begin(page: Page): Promise<void> {
  const ready = page.getByRole('button', { name: 'I am ready to begin' });
  await expect(ready).toBeDisabled();
  await page.getByLabel('I have read and understood the instructions').check();
  await ready.click();
  await expect(page.getByTestId('time-left')).toBeVisible();
}

/** A question for an exam made through the content API. */
export const examQuestion = (n: number) => ({
  question: `Which Article of the Constitution provides for the Election Commission? (${n})`,
  question_in_hindi: `संविधान का कौन-सा अनुच्छेद निर्वाचन आयोग का प्रावधान करता है? (${n})`,
  options: ['Article 280', 'Article 324', 'Article 148', 'Article 315'],
  options_hindi: ['अनुच्छेद 280', 'अनुच्छेद 324', 'अनुच्छेद 148', 'अनुच्छेद 315'],
  correct_answer: 'Article 324',
  answer_explanation_in_english: 'Article 324 vests elections in the Election Commission.',
  answer_explanation_in_hindi: 'अनुच्छेद 324 चुनाव निर्वाचन आयोग में निहित करता है।',
});

/** A draft mock test of `count` questions (with `extra` fields: mode, live window…), made with a staff token; answers its id. */
export async function draftMock(
  request: APIRequestContext,
  token: string,
  name: string,
  count = 3,
  extra: Record<string, unknown> = {},
) {
  const res = await request.post('/api/admin/quizzes', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      difficulty: 'Free Exploratory Quiz',
      subject: 'Mock Tests',
      division: 'Abhyudaya',
      classs: 'Already passed 12th',
      marksPerCorrect: 2,
      negativeMarks: 0.5,
      questions: Array.from({ length: count }, (_, i) => examQuestion(i + 1)),
      ...extra,
    },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/** A date and time as the browser's date-time input takes it, in this machine's zone, with seconds. */
export function localInput(at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}
