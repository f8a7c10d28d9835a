/**
 * Builds what the distributed mode runs: the web apps (as `npm start` does) and each service as the Docker
 * image does (`nest build <service>`), skipped when nothing they are built from changed since the last build.
 */
import { spawnSync } from 'node:child_process';
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

export function buildForDistributed(repoRoot: string, log: (line: string) => void): void {
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
  for (const service of SERVICE_NAMES) {
    log(`${service}: nest build...`);
    run(['nest', 'build', service]);
  }
  mkdirSync(join(repoRoot, 'dist', 'services'), { recursive: true });
  writeStamp(stampFile, stamp);
  log(`services built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
