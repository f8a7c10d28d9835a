import type { INestApplicationContext } from '@nestjs/common';
import { DemoPages } from '../../../catalog/src/quizzes/demo-page/demo-pages';
import type { DrawPage } from './serve-web-apps';

const DEMO_PATH = /^\/demo\/([^/]+)\/?$/i;

/** `/demo/{id}` drawn with its quiz by the catalog (DemoPages); any other path is served as the build drew it. */
export function drawDemoPage(app: INestApplicationContext): DrawPage {
  return async (path, prerendered) => {
    const id = DEMO_PATH.exec(path)?.[1];
    if (!id) return undefined;
    return app.get(DemoPages, { strict: false }).page(decodeURIComponent(id), prerendered);
  };
}
