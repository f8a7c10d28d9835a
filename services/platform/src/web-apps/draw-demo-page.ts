import type { INestApplicationContext } from '@nestjs/common';
import { DEMO_PATH, DemoPages } from '../../../catalog/src/quizzes/demo-page/demo-pages';
import type { DrawPage } from './serve-web-apps';

/**
 * `/demo/{id}` drawn with its quiz by the catalog (DemoPages); any other path is served as the build drew it.
 * The render loads on the first demo visit, not at start: its modules and jsdom take about 70 MiB (a platform's
 * resident memory 25 s after start, 301 -> 372 MiB when warmed) and a cold first render seconds, during which
 * visitors get the build's loader page.
 */
export function drawDemoPage(app: INestApplicationContext): DrawPage {
  const pages = app.get(DemoPages, { strict: false });
  return async (path, prerendered) => {
    const id = DEMO_PATH.exec(path)?.[1];
    if (!id) return undefined;
    return pages.page(decodeURIComponent(id), prerendered);
  };
}
