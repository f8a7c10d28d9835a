import { expect, type Page } from '@playwright/test';

/** The demo catalogue's free quiz with Topic Insights (a notes PDF rendered to page images at seed time). */
export const FREE_QUIZ = 'News Analysis: Constitutional Bodies in the News';

/** Picks a value in one of the quiz list's MUI selects by its label. */
export async function chooseFilter(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
}

/** The navigator button of question n (1-based). */
export const navButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${n},`) });

/** Chooses option `index` (0-based) of the question on screen. */
export async function answer(page: Page, index: number): Promise<void> {
  await page.getByRole('radio').nth(index).check();
}

/** Counts the server's answers to completequiz, by status. */
export function watchCompletions(page: Page): { ok: number; other: number } {
  const seen = { ok: 0, other: 0 };
  page.on('response', (res) => {
    if (!res.url().endsWith('/api/users/completequiz')) return;
    if (res.ok()) seen.ok += 1;
    else seen.other += 1;
  });
  return seen;
}
