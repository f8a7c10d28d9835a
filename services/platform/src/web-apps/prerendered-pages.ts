import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { freshFile } from './fresh-file';

/**
 * The pages the learner app's build rendered ahead (web-learner/dist/prerendered/<name>.html: `/` is `index`,
 * `/login` is `login`): the document for such a path, or undefined to serve the plain index.html.
 */
export function prerenderedPages(dist: string): (path: string) => Buffer | undefined {
  const files = new Map<string, () => Buffer>();
  return (path) => {
    const name = path.replace(/^\/|\/$/g, '').toLowerCase() || 'index';
    if (!/^[a-z]+$/.test(name)) return undefined;
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
