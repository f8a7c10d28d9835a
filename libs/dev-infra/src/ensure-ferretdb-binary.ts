import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { preparePatchedModule } from './ferretdb-patched-module';
import { devInfraPaths, silentLog, type LogLine } from './dev-infra-paths';
import { runCommand } from './run-command';
import { sourceStamp, stampMatches, writeStamp } from './source-stamp';

/** Which FerretDB backend a binary carries: SQLite (the default) or PostgreSQL (`INFRA_DB=postgres`). */
export type FerretDbBackend = 'sqlite' | 'postgres';

// The default binary has no PostgreSQL backend: leaving it out makes the first build ~20% faster. The
// PostgreSQL one is a second binary, built only when asked for.
const BUILD_TAGS: Record<FerretDbBackend, string> = { sqlite: 'ferretdb_no_postgresql', postgres: '' };

/**
 * Builds deploy/local/ferretdb (FerretDB v1 embedded; SQLite backend, or PostgreSQL when asked) into
 * .cache/bin once and returns the binary's path. Rebuilds only when a .go file, go.mod or go.sum changes.
 * Needs only `go` and the Go module proxy: CGO is off (modernc.org/sqlite is pure Go), and the
 * module and build caches live under .cache/go so CI can cache them with everything else.
 */
export function ensureFerretDbBinary(opts: {
  repoRoot: string;
  log?: LogLine;
  backend?: FerretDbBackend;
}): Promise<string> {
  // One build per repo and backend at a time within this process (e.g. the platform and a test helper).
  const root = devInfraPaths(opts.repoRoot).repoRoot;
  const backend = opts.backend ?? 'sqlite';
  const key = `${root}\0${backend}`;
  const inFlight =
    builds.get(key) ?? build(root, backend, opts.log ?? silentLog).finally(() => builds.delete(key));
  builds.set(key, inFlight);
  return inFlight;
}

const builds = new Map<string, Promise<string>>();

async function build(repoRoot: string, backend: FerretDbBackend, log: LogLine): Promise<string> {
  const paths = devInfraPaths(repoRoot);
  const binary = backend === 'postgres' ? paths.ferretDbPgBinary : paths.ferretDbBinary;
  const tags = BUILD_TAGS[backend];
  const src = paths.ferretDbSourceDir;
  // Every input of the build: all non-test .go files of the module plus go.mod/go.sum.
  const inputs = readdirSync(src)
    .filter((f) => (f.endsWith('.go') && !f.endsWith('_test.go')) || f === 'go.mod' || f === 'go.sum')
    .sort()
    .map((f) => join(src, f));
  const patchDir = join(src, 'patches');
  const patches = existsSync(patchDir)
    ? readdirSync(patchDir)
        .filter((f) => f.endsWith('.patch'))
        .sort()
        .map((f) => join(patchDir, f))
    : [];
  const stamp = sourceStamp([...inputs, ...patches], tags);
  const stampFile = `${binary}.stamp`;
  if (existsSync(binary) && stampMatches(stampFile, stamp)) return binary;

  mkdirSync(paths.binDir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CGO_ENABLED: '0',
    GOMODCACHE: paths.goModCache,
    GOCACHE: paths.goBuildCache,
    // -modcacherw: Go makes its module cache read-only, which would make `rm -rf .cache` fail.
    GOFLAGS: '-modcacherw -mod=readonly',
    // Never download a different Go toolchain behind the user's back.
    GOTOOLCHAIN: 'local',
  };
  const run = (label: string, args: string[]): Promise<void> =>
    runCommand('go', args, { cwd: src, env, log, label, missingToolHint: 'install Go >= 1.22' });

  const started = Date.now();
  log('FerretDB: building the MongoDB-wire server (first time: ~1-2 min, then cached in .cache/)');
  await run('FerretDB: downloading Go modules', ['mod', 'download']);
  const modFile = await preparePatchedModule({
    src,
    patches,
    workDir: join(paths.binDir, `ferretdb-patched-${backend}`),
    env,
    log,
  });
  // Build to a temp name and rename: concurrent callers (tests, platform) never see a half-written binary.
  const tmp = `${binary}.tmp-${process.pid}`;
  try {
    await run('FerretDB: compiling', [
      'build',
      ...(tags ? ['-tags', tags] : []),
      '-trimpath',
      '-buildvcs=false',
      '-ldflags=-s -w',
      ...(modFile ? [`-modfile=${modFile}`] : []),
      '-o',
      tmp,
      '.',
    ]);
    renameSync(tmp, binary);
  } finally {
    rmSync(tmp, { force: true });
  }
  writeStamp(stampFile, stamp);
  log(`FerretDB: built ${binary} in ${Math.round((Date.now() - started) / 1000)}s`);
  return binary;
}
