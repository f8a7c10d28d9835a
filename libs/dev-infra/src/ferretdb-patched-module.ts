import { execFile } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LogLine } from './dev-infra-paths';

const exec = promisify(execFile);
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

/**
 * FerretDB is patched at build time (deploy/local/ferretdb/patches/*.patch, unified diffs against the
 * module's own files). Go will not overlay files of its module cache, so the module is copied out,
 * patched with `patch`, and used through a generated go.mod with a `replace` (passed as -modfile);
 * the committed go.mod stays untouched. Returns that modfile, or null when there is nothing to patch.
 */
export async function preparePatchedModule(opts: {
  src: string;
  patches: string[];
  workDir: string;
  env: NodeJS.ProcessEnv;
  log: LogLine;
}): Promise<string | null> {
  if (!opts.patches.length) return null;
  const { stdout } = await exec('go', ['list', '-m', '-f', '{{.Dir}}', FERRETDB_MODULE], {
    cwd: opts.src,
    env: opts.env,
  });
  const copy = join(opts.workDir, 'ferretdb-module');
  rmSync(opts.workDir, { recursive: true, force: true });
  cpSync(stdout.trim(), copy, { recursive: true });
  makeWritable(copy);
  for (const patchFile of opts.patches) {
    try {
      await exec('patch', ['--forward', '--batch', '-p1', '-d', copy, '-i', patchFile]);
    } catch (e) {
      const out = (e as { stdout?: string }).stdout ?? String(e);
      throw new Error(`FerretDB patch ${patchFile} does not apply (is the 'patch' tool installed?): ${out}`);
    }
    opts.log(`FerretDB: applied ${patchFile.split('/').pop()}`);
  }
  const modFile = join(opts.workDir, 'go.patched.mod');
  writeFileSync(
    modFile,
    `${readFileSync(join(opts.src, 'go.mod'), 'utf8')}\nreplace ${FERRETDB_MODULE} => ${copy}\n`,
  );
  // Go reads the checksums from the file beside the modfile.
  copyFileSync(join(opts.src, 'go.sum'), join(opts.workDir, 'go.patched.sum'));
  return modFile;
}

/** Files from the module cache are read-only; the copy must be patchable and removable. */
function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirRecursive(dir)) chmodSync(entry.path, entry.isDir ? 0o755 : 0o644);
}

function readdirRecursive(dir: string): Array<{ path: string; isDir: boolean }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    return d.isDirectory() ? [{ path, isDir: true }, ...readdirRecursive(path)] : [{ path, isDir: false }];
  });
}
