import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { freshFile, type AppConfig } from '@exam/common';
import { inlineScriptHashes, prerenderedPages } from './prerendered-pages';
import { loadKnownRoutes } from './known-routes';
import { PAYMENT_ROUTES, webAppPolicy } from './web-app-policy';

interface WebApp {
  /** URL prefix: '' for the learner app, '/admin' for the console. */
  base: string;
  dist: string;
}

/** A pre-drawn page drawn again for its path with its data (the demo quiz), or undefined to serve it as is. */
export type DrawPage = (path: string, prerendered: Buffer) => Promise<Buffer | undefined>;

/**
 * Serves the built web apps beside the API: hashed assets cached for a year, `index.html` never cached, a
 * history fallback so every client route loads on a direct visit or a reload, and a CSP on each document.
 */
export function mountWebApps(app: NestExpressApplication, config: AppConfig, drawPage?: DrawPage): string[] {
  const apps: WebApp[] = [
    { base: '/admin', dist: join(config.repoRoot, 'web-admin', 'dist') },
    { base: '', dist: join(config.repoRoot, 'web-learner', 'dist') },
  ].filter((a) => existsSync(join(a.dist, 'index.html')));
  if (!apps.length) return [];
  app.use(compression());
  for (const webApp of apps)
    app.use(webApp.base || '/', serveWebApp(webApp, config, webApp.base === '' ? drawPage : undefined));
  return apps.map((a) => a.base || '/');
}

function serveWebApp(webApp: WebApp, config: AppConfig, drawPage?: DrawPage): RequestHandler {
  const router = express.Router();
  const indexHtml = freshFile(join(webApp.dist, 'index.html'));
  const prerendered = prerenderedPages(webApp.dist);
  const isKnownRoute = webApp.base === '' ? loadKnownRoutes(webApp.dist) : undefined;

  // API calls leave this router at once: a file of the build never answers for an API route, and an API
  // call does not wait for a file-system lookup on its way to its handler (a stat on libuv's thread pool).
  router.use((req, _res, next) => next(isApiPath(req.originalUrl) ? 'router' : undefined));
  router.use(
    express.static(webApp.dist, {
      index: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${join(webApp.dist, 'assets')}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Assets may be loaded cross-origin-isolated pages of this origin only.
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      },
    }),
  );
  router.get(/.*/, async (req: Request, res: Response, next) => {
    if (webApp.base === '' && isUnder(req.originalUrl, '/admin')) return next();
    if (req.path.startsWith('/assets/')) return res.status(404).type('text/plain').send('Not found');
    const payments = webApp.base === '' && PAYMENT_ROUTES.some((r) => req.path === r || req.path === `${r}/`);
    const known = !isKnownRoute || isKnownRoute(req.path);
    const drawn = known ? prerendered(req.path) : undefined;
    const html =
      (drawn && (await drawPage?.(req.path, drawn).catch(() => undefined))) || drawn || indexHtml();
    const scriptHashes = inlineScriptHashes(html);
    res.setHeader(
      'Content-Security-Policy',
      webAppPolicy({ payments, production: config.isProduction, scriptHashes }),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.status(known ? 200 : 404);
    res.type('html').send(html);
  });
  return router;
}

const isUnder = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
const isApiPath = (url: string) => isUnder(url, '/api');
