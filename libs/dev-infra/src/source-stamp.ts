import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * A content hash of the inputs of a build, stored next to its output.
 * Why not mtimes: a fresh clone (or a CI cache restore) gives sources new mtimes, which would
 * force a slow rebuild every time even though nothing changed.
 */
export function sourceStamp(files: string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export function stampMatches(stampFile: string, stamp: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp;
}

export function writeStamp(stampFile: string, stamp: string): void {
  writeFileSync(stampFile, `${stamp}\n`);
}
