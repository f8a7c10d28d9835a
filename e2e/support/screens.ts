import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENSHOT_DIR = join(__dirname, '..', '.output', 'screenshots');
const PHONE_WIDTH = 360;

type Scheme = 'light' | 'dark';

/**
 * The screen in both themes (the app follows the system scheme until the learner picks one) and at 360 px
 * wide, saved under e2e/.output/screenshots/<name>-<scheme>[-360].png; then restores the page as it was.
 */
export async function captureScreens(
  page: Page,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${name}-${scheme}.png`),
      fullPage: opts.fullPage ?? true,
    });
    await page.setViewportSize({ width: PHONE_WIDTH, height: 760 });
    await settle(page);
    await page.screenshot({
      path: join(SCREENSHOT_DIR, `${name}-${scheme}-360.png`),
      fullPage: opts.fullPage ?? true,
    });
    await page.setViewportSize(viewport);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** No serious or critical axe-core violation (WCAG 2.1 A and AA), in both themes. */
export async function expectAccessible(
  page: Page,
  name: string,
  opts: { exclude?: string[] } = {},
): Promise<void> {
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
    const { violations } = await builder.analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      );
    expect(serious, `${name} in ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Lets transitions finish after a scheme or size change (MUI transitions are 225-300 ms). */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(350);
  // A toast caught while it fades in or out is half transparent, which axe reports as low contrast: wait until
  // the toasts of the step before have gone (success 2 s, error 4 s).
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 8_000 })
    .catch(() => undefined);
}

/** Does anything stick out sideways at the current width? (Overflow is the commonest phone bug.) */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  // Polled: right after a viewport change the layout may still be the old width's (a media query's re-render).
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: 'page wider than the viewport', timeout: 5_000 },
    )
    .toBeLessThanOrEqual(0);
}
