import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The learner app writes its route patterns (from its `config/paths.ts`) to `dist/routes.json` at build time,
 * so the server can answer an unknown path with a real 404 (the app still renders its not-found page).
 */
export function loadKnownRoutes(distDir: string): ((path: string) => boolean) | undefined {
  const file = join(distDir, 'routes.json');
  if (!existsSync(file)) return undefined;
  const patterns = JSON.parse(readFileSync(file, 'utf8')) as { path: string; caseSensitive?: boolean }[];
  const matchers = patterns.map(({ path, caseSensitive }) => {
    const source = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`, caseSensitive ? '' : 'i');
  });
  return (path) => matchers.some((m) => m.test(path));
}
