import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { spawnAttached, type LaunchSpec } from './child-process';
import { devInfraPaths, resolveDataDir, silentLog, type LogLine } from './dev-infra-paths';
import { ensureFerretDbBinary } from './ensure-ferretdb-binary';
import { waitUntil } from './wait-until';

export type FerretDbLogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface FerretDbOptions {
  repoRoot: string;
  /** SQLite files go here (one file per database); relative paths are resolved from repoRoot. */
  dataDir: string;
  /** Omit for a free port chosen by the OS. */
  port?: number;
  log?: LogLine;
  /** FerretDB's own log level. Default 'error': at 'warn' it logs every client disconnect. */
  logLevel?: FerretDbLogLevel;
  readyTimeoutMs?: number;
  /** Store in this PostgreSQL database (e.g. ferretDbPostgresUrl(port)) instead of SQLite files in dataDir. */
  postgresqlUrl?: string;
}

export interface RunningFerretDb {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Builds the binary if needed and returns the command line for one FerretDB server. */
export async function prepareFerretDb(
  opts: FerretDbOptions & { port: number; exitWithParent: boolean },
): Promise<LaunchSpec> {
  const repoRoot = devInfraPaths(opts.repoRoot).repoRoot;
  const backend = opts.postgresqlUrl ? 'postgres' : 'sqlite';
  const binary = await ensureFerretDbBinary({ repoRoot, log: opts.log, backend });
  const dataDir = resolveDataDir(repoRoot, opts.dataDir);
  // FerretDB pastes this path into SQLite URIs unescaped, where '?' and '#' start query/fragment.
  if (/[?#]/.test(dataDir)) throw new Error(`FerretDB data dir must not contain '?' or '#': ${dataDir}`);
  mkdirSync(dataDir, { recursive: true });
  const args = [
    '-listen-addr',
    `127.0.0.1:${opts.port}`,
    // FerretDB wants a file: URI of a directory, with a trailing slash. In WAL mode, synchronous(normal)
    // skips the fsync on every commit (which capped writes at ~35/s here) and stays crash-safe for the
    // database; only the last commits before a power loss can be lost, acceptable for dev and CI.
    ...(opts.postgresqlUrl
      ? ['-postgresql-url', opts.postgresqlUrl]
      : ['-sqlite-url', `${pathToFileURL(dataDir).href}/?_pragma=synchronous(normal)`]),
    '-log-level',
    opts.logLevel ?? 'error',
  ];
  if (opts.exitWithParent) args.push('-exit-on-stdin-eof');
  // Where a benchmark's database time goes: `go tool pprof http://<addr>/debug/pprof/profile?seconds=5`.
  if (process.env.FERRETDB_PPROF_ADDR) args.push('-pprof-addr', process.env.FERRETDB_PPROF_ADDR);
  return {
    name: 'ferretdb',
    command: binary,
    args,
    cwd: dataDir,
    cmdlineMarker: `ferretdb-${backend === 'postgres' ? 'pg' : 'sqlite'}`,
  };
}

/** One MongoDB `ping`; rejects when nothing answers within `timeoutMs`. */
export async function pingMongo(url: string, timeoutMs = 2_000): Promise<void> {
  const client = new MongoClient(url, {
    directConnection: true,
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
  } finally {
    await client.close().catch(() => undefined);
  }
}

export function waitForMongo(
  url: string,
  opts: { timeoutMs?: number; abort?: () => Error | undefined } = {},
): Promise<void> {
  return waitUntil(() => pingMongo(url), {
    what: `MongoDB-wire server at ${url}`,
    timeoutMs: opts.timeoutMs ?? 30_000,
    abort: opts.abort,
  });
}

/**
 * Starts FerretDB (SQLite backend) as a child of this process and waits until it answers `ping`.
 * Used by the platform's embedded mode and by tests when MONGO_URL is unset. The server dies with us:
 * on normal exit via an exit hook, on a hard kill because it stops when its stdin pipe closes.
 */
export async function startFerretDb(opts: FerretDbOptions): Promise<RunningFerretDb> {
  const log = opts.log ?? silentLog;
  // Port 0 lets the OS pick; the server prints the real address, so there is no free-port race.
  const spec = await prepareFerretDb({ ...opts, port: opts.port ?? 0, exitWithParent: true });
  let port: number | undefined;
  const proc = spawnAttached(spec, {
    log,
    onLine: (line) => {
      const listening = /^ferretdb-sqlite listening mongodb:\/\/[^/]*:(\d+)/.exec(line);
      if (!listening) return true;
      port = Number(listening[1]);
      return false;
    },
  });
  try {
    const readyPort = await waitUntil(
      async () => port ?? Promise.reject(new Error('no listen address yet')),
      {
        what: 'FerretDB',
        timeoutMs: 15_000,
        intervalMs: 50,
        abort: proc.exitError,
      },
    );
    const url = `mongodb://127.0.0.1:${readyPort}`;
    await waitForMongo(url, { timeoutMs: opts.readyTimeoutMs, abort: proc.exitError });
    log(`FerretDB ready at ${url} (data: ${resolveDataDir(opts.repoRoot, opts.dataDir)})`);
    return { url, port: readyPort, pid: proc.pid, stop: () => proc.stop(10_000) };
  } catch (e) {
    await proc.stop(5_000);
    throw e;
  }
}
