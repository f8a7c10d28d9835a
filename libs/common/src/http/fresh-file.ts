import { readFileSync, statSync } from 'node:fs';

/**
 * The file's content, read again when it changes on disk: a rebuild of the app while the platform runs
 * (`npm run build:web`) must not leave visitors with an index.html naming assets that no longer exist.
 */
export function freshFile(path: string): () => Buffer {
  let cached = { mtimeMs: -1, content: Buffer.alloc(0) };
  return () => {
    const { mtimeMs } = statSync(path, { throwIfNoEntry: false }) ?? { mtimeMs: cached.mtimeMs };
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, content: readFileSync(path) };
    return cached.content;
  };
}
