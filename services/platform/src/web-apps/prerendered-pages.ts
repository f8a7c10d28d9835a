import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { freshFile } from '@exam/common';

/**
 * Pages drawn once for every path of a pattern (the demo quiz's frame and loader, whatever the quiz), by file
 * name; each pattern matches a path in any case. The nginx edge maps the same (scripts/distributed/render-nginx.ts).
 */
export const PRERENDERED_PATTERNS: readonly (readonly [pattern: string, name: string])[] = [
  ['^/demo/[^/]+/?$', 'demo-quiz'],
];
const patterns = PRERENDERED_PATTERNS.map(([pattern, name]) => [new RegExp(pattern, 'i'), name] as const);

/**
 * The pages the learner app's build rendered ahead (web-learner/dist/prerendered/<name>.html: `/` is `index`,
 * `/login` is `login`, `/demo/{id}` is `demo-quiz`): the document for such a path, or undefined to serve the
 * plain index.html.
 */
export function prerenderedPages(dist: string): (path: string) => Buffer | undefined {
  const files = new Map<string, () => Buffer>();
  return (path) => {
    const byPattern = patterns.find(([pattern]) => pattern.test(path))?.[1];
    const name = byPattern ?? (path.replace(/^\/|\/$/g, '').toLowerCase() || 'index');
    if (!byPattern && !/^[a-z]+$/.test(name)) return undefined;
    if (!files.has(name)) files.set(name, freshFile(join(dist, 'prerendered', `${name}.html`)));
    const html = files.get(name)!();
    return html.length ? html : undefined;
  };
}

const hashes = new WeakMap<Buffer, string[]>();

/** CSP sources ('sha256-…') for the document's inline scripts, computed once per version of the file. */
export function inlineScriptHashes(html: Buffer): string[] {
  let found = hashes.get(html);
  if (!found) {
    found = [...html.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
    );
    hashes.set(html, found);
  }
  return found;
}
