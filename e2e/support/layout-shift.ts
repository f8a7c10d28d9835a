import type { Locator, Page } from '@playwright/test';

/** A phone as Lighthouse's mobile run emulates it, and a desktop. */
export const VIEWPORTS = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const;

/** One layout shift the browser reported, with the elements that moved. */
export interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift the page's browser reports (the Layout Instability API, buffered from the first
 * paint), except those right after the user's input, which cumulative layout shift does not count either.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? 'unknown');
      const id = node.id ? `#${node.id}` : '';
      const text = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${id} "${text}"`;
    };
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShifts!.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => describe(s.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Opens a route (`path`, or 'reload' to draw the current history entry anew), waits until `ready` shows and
 * the network is quiet, then answers the shifts seen and their sum: an upper bound of the page's cumulative
 * layout shift (which takes the worst 5 s window of them).
 */
export async function layoutShiftOf(
  page: Page,
  path: string,
  ready: (page: Page) => Locator,
): Promise<{ total: number; shifts: Shift[] }> {
  await (path === 'reload' ? page.reload() : page.goto(path));
  await ready(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Two frames, so a shift from the last data's render is reported before we read.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))),
  );
  const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}
