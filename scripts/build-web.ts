/**
 * Builds the web apps for `npm start` (and the browser tests): each workspace with a `build` script, skipped
 * when nothing it is built from changed since its last build (a content stamp in its dist/).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';

const root = join(__dirname, '..');
const WEB_APPS = ['web-learner', 'web-admin'];
/** What a web app is built from, beside its own folder. */
const SHARED_INPUTS = ['web-theme', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'dist', '.output', 'coverage']);

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (SKIP.has(entry.name) || entry.name.endsWith('.test.tsx') || entry.name.endsWith('.test.ts')) continue;
    yield* files(join(path, entry.name));
  }
}

function stampOf(app: string): string {
  const hash = createHash('sha256');
  for (const input of [app, ...SHARED_INPUTS])
    for (const file of files(join(root, input))) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

let failed = false;
for (const app of WEB_APPS) {
  const pkg = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  if (!pkg.scripts?.build) continue;
  const stampFile = join(root, app, 'dist', '.build-stamp');
  const stamp = stampOf(app);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`${app}: up to date`);
    continue;
  }
  const started = Date.now();
  console.log(`${app}: building...`);
  const run = spawnSync('npm', ['run', 'build', '--silent', '-w', app], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(`${app}: build failed`);
    failed = true;
    continue;
  }
  writeFileSync(stampFile, stamp);
  console.log(`${app}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
