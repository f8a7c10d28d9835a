import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { LaunchSpec } from './child-process';
import { silentLog, type LogLine } from './dev-infra-paths';

const exec = promisify(execFile);

/** The database FerretDB keeps its collections in (one PostgreSQL schema per MongoDB database). */
export const FERRETDB_PG_DATABASE = 'postgres';
export const FERRETDB_PG_USER = 'ferretdb';

export interface PostgresOptions {
  /** The cluster's directory (initdb'd on first start). */
  dataDir: string;
  port: number;
  log?: LogLine;
}

/**
 * The PostgreSQL server binaries: INFRA_PG_BIN when set, else the newest Debian one
 * (/usr/lib/postgresql/<major>/bin, from the postgresql package).
 */
export function postgresBinDir(): string {
  const fromEnv = process.env.INFRA_PG_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((d) => existsSync(join(root, d, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors.length)
    throw new Error('PostgreSQL not found: apt-get install postgresql, or set INFRA_PG_BIN');
  return join(root, majors[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to `nobody`. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('nobody:'));
  if (!line) throw new Error('PostgreSQL cannot run as root and there is no `nobody` user to run it as');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Creates the cluster on first use and returns the command line of its server: listening on 127.0.0.1
 * only, trust authentication (a dev and CI server on the loopback), its socket in the data dir, and
 * synchronous_commit off: like SQLite's synchronous(normal), a crash keeps the database consistent and
 * may lose only the last commits, acceptable for dev and CI.
 */
export async function preparePostgres(opts: PostgresOptions): Promise<LaunchSpec> {
  const log = opts.log ?? silentLog;
  const bin = postgresBinDir();
  const user = runAs();
  // The parents as usual (the server's user must pass through them), the cluster itself private.
  mkdirSync(dirname(opts.dataDir), { recursive: true });
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(opts.dataDir, user.uid, user.gid);
  if (!existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    log(`PostgreSQL: initdb ${opts.dataDir}`);
    await exec(
      join(bin, 'initdb'),
      ['-D', opts.dataDir, '-U', FERRETDB_PG_USER, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...(user ?? {}), cwd: opts.dataDir },
    ).catch((e: { stderr?: string; message: string }) => {
      throw new Error(`PostgreSQL initdb failed: ${e.stderr || e.message}`);
    });
    const conf = join(opts.dataDir, 'postgresql.auto.conf');
    writeFileSync(conf, `${readFileSync(conf, 'utf8')}\n${TUNING}`);
  }
  return {
    name: 'postgres',
    command: join(bin, 'postgres'),
    args: ['-D', opts.dataDir, '-p', String(opts.port), '-h', '127.0.0.1', '-k', opts.dataDir],
    cwd: opts.dataDir,
    // /proc/<pid>/cmdline separates arguments with NULs: the data dir alone names this cluster.
    cmdlineMarker: opts.dataDir,
    ...(user ?? {}),
  };
}

const TUNING = [
  '# dev-infra: a local server for dev, CI and benchmarks',
  'synchronous_commit = off',
  'shared_buffers = 256MB',
  'max_connections = 200',
  '',
].join('\n');

/** The URL FerretDB connects with. */
export function ferretDbPostgresUrl(port: number): string {
  return `postgres://${FERRETDB_PG_USER}@127.0.0.1:${port}/${FERRETDB_PG_DATABASE}`;
}

/** Resolves when something accepts TCP connections on the port. */
export function probeTcp(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve()));
    socket.once('error', reject);
  });
}

/** Resolves when PostgreSQL accepts queries (not only connections: it refuses them while starting up). */
export async function probePostgres(port: number): Promise<void> {
  await probeTcp(port);
  const bin = postgresBinDir();
  await exec(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', FERRETDB_PG_USER]);
}
