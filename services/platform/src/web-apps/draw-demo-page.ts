import type { INestApplicationContext } from '@nestjs/common';
import { DemoPages } from '../../../catalog/src/quizzes/demo-page/demo-pages';
import type { DrawPage } from './serve-web-apps';

const DEMO_PATH = /^\/demo\/([^/]+)\/?$/i;

/** `/demo/{id}` drawn with its quiz by the catalog (DemoPages); any other path is served as the build drew it. */
export function drawDemoPage(app: INestApplicationContext): DrawPage {
  const pages = app.get(DemoPages, { strict: false });
  // Off the start's critical path: the render's first run takes seconds (its modules, jsdom).
  setTimeout(() => void pages.warmUp(), 1000).unref();
  return async (path, prerendered) => {
    const id = DEMO_PATH.exec(path)?.[1];
    if (!id) return undefined;
    return pages.page(decodeURIComponent(id), prerendered);
  };
}
