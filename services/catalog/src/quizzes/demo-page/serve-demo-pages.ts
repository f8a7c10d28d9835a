import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { freshFile, type AppConfig } from '@exam/common';
import { DEMO_PATH, DemoPages } from './demo-pages';

/**
 * The catalog alone (distributed mode) answers `GET /demo/{id}` with the page drawn with its quiz: the nginx
 * edge sends it that path (scripts/distributed/render-nginx.ts), sets the page's CSP, and serves the build's
 * loader page itself on a 404 (a quiz not drawn) or when no replica answers. No warm-up at start (see
 * draw-demo-page.ts): the first visits get the loader page while the render loads.
 */
export function mountDemoPages(app: NestExpressApplication, config: AppConfig): void {
  const pages = app.get(DemoPages);
  const current = freshFile(join(config.repoRoot, 'web-learner', 'dist', 'prerendered', 'demo-quiz.html'));
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    const id = req.method === 'GET' ? DEMO_PATH.exec(req.path)?.[1] : undefined;
    if (!id) return next();
    const page = await Promise.resolve()
      .then(() => pages.page(decodeURIComponent(id), current()))
      .catch(() => undefined);
    if (!page) return void res.status(404).type('text/plain').send('Not drawn');
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).type('html').send(page);
  });
}
