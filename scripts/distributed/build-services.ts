/**
 * Builds what the distributed mode runs: the web apps (as `npm start` does) and each service as the Docker
 * image does (`nest build <service>`), skipped when nothing they are built from changed since the last build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sourceStamp, stampMatches, writeStamp } from '../../libs/dev-infra/src';
import { SERVICE_NAMES } from './topology';

function* sources(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry.endsWith('.spec.ts')) continue;
    yield* sources(join(path, entry));
  }
}

export async function buildForDistributed(repoRoot: string, log: (line: string) => void): Promise<void> {
  const run = (args: string[]) => {
    const result = spawnSync('npx', args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['tsx', 'scripts/build-web.ts']);
  const inputs = [
    ...SERVICE_NAMES.map((s) => join(repoRoot, 'services', s, 'src')),
    join(repoRoot, 'libs'),
    ...['package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'nest-cli.json'].map((f) =>
      join(repoRoot, f),
    ),
  ];
  const stamp = sourceStamp(inputs.flatMap((i) => [...sources(i)]));
  const stampFile = join(repoRoot, 'dist', 'services', '.distributed-stamp');
  const built = SERVICE_NAMES.every((s) => existsSync(join(repoRoot, 'dist', 'services', s, 'main.js')));
  if (built && stampMatches(stampFile, stamp)) return log('services: up to date');
  const started = Date.now();
  // Two at a time: webpack keeps about one core busy, and the machines here have two.
  const queue = [...SERVICE_NAMES];
  await Promise.all(
    [0, 1].map(async () => {
      for (let service = queue.shift(); service; service = queue.shift()) {
        log(`${service}: nest build...`);
        await runAsync(['nest', 'build', service], repoRoot);
      }
    }),
  );
  mkdirSync(join(repoRoot, 'dist', 'services'), { recursive: true });
  writeStamp(stampFile, stamp);
  log(`services built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function runAsync(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed`))));
  });
}
