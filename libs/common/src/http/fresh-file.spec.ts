import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshFile } from './fresh-file';

describe('freshFile', () => {
  it('serves the new content after the file is rebuilt, and the last content while it is missing', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'fresh-')), 'index.html');
    writeFileSync(path, 'v1');
    const read = freshFile(path);
    expect(read().toString()).toBe('v1');
    writeFileSync(path, 'v2');
    utimesSync(path, new Date(), new Date(Date.now() + 5_000)); // a later mtime, as a rebuild gives
    expect(read().toString()).toBe('v2');
  });
});
