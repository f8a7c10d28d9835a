import { isAbsolute, join, resolve } from 'node:path';

/** Receives one human-readable progress line; libraries never print directly. */
export type LogLine = (line: string) => void;

export const silentLog: LogLine = () => undefined;

/**
 * Every path the dev infra reads or writes, derived from the repo root the caller passes in.
 * Why not __dirname: this lib is bundled by Nest's webpack, where __dirname is the bundle's folder.
 */
export interface DevInfraPaths {
  repoRoot: string;
  cacheDir: string;
  binDir: string;
  ferretDbSourceDir: string;
  ferretDbBinary: string;
  /** The same server built with its PostgreSQL backend (INFRA_DB=postgres). */
  ferretDbPgBinary: string;
  goModCache: string;
  goBuildCache: string;
  kafkaDeployDir: string;
  kafkaLibsDir: string;
  mavenRepo: string;
}

export function devInfraPaths(repoRoot: string = process.cwd()): DevInfraPaths {
  const root = resolve(repoRoot);
  const cacheDir = join(root, '.cache');
  const binDir = join(cacheDir, 'bin');
  return {
    repoRoot: root,
    cacheDir,
    binDir,
    ferretDbSourceDir: join(root, 'deploy', 'local', 'ferretdb'),
    ferretDbBinary: join(binDir, 'ferretdb-sqlite'),
    ferretDbPgBinary: join(binDir, 'ferretdb-pg'),
    goModCache: join(cacheDir, 'go', 'mod'),
    goBuildCache: join(cacheDir, 'go', 'build'),
    kafkaDeployDir: join(root, 'deploy', 'local', 'kafka'),
    kafkaLibsDir: join(cacheDir, 'kafka', 'libs'),
    mavenRepo: join(cacheDir, 'm2'),
  };
}

/** Data dirs may be given relative to the repo root (e.g. `.data/infra/kafka`). */
export function resolveDataDir(repoRoot: string, dataDir: string): string {
  return isAbsolute(dataDir) ? dataDir : resolve(repoRoot, dataDir);
}
