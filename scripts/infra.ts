// Local Kafka + MongoDB-wire server without Docker, shared by every service on a dev machine and in CI.
//
//   npm run infra            # tsx scripts/infra.ts start [--fresh]
//   npm run infra:stop       # tsx scripts/infra.ts stop
//   npx tsx scripts/infra.ts status
//
// `start` runs both servers detached (they outlive this script), keeps pid files and logs in
// .cache/infra/ and data in .data/infra/, waits until both answer, then writes .cache/infra/env and
// prints `export ...` lines on stdout (progress goes to stderr, so `eval "$(npm run -s infra)"` works).
// Running it again while the servers are up just prints the env.
//
// INFRA_DB=postgres puts FerretDB on PostgreSQL instead of SQLite files: a cluster initdb'd in
// .data/infra/postgres (owned by `nobody` when run as root) on INFRA_PG_PORT (default INFRA_MONGO_PORT + 1),
// started before FerretDB and stopped after it. `stop` and `status` also see a cluster a previous
// `INFRA_DB=postgres` start left running.
import { createConnection } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pidMatches,
  ferretDbPostgresUrl,
  pingMongo,
  prepareFerretDb,
  prepareKafka,
  preparePostgres,
  probePostgres,
  probeKafka,
  readPidFile,
  spawnDetached,
  stopPid,
  summarizeOutput,
  waitUntil,
  type LaunchSpec,
} from '../libs/dev-infra/src';

const repoRoot = process.cwd();
const infraDir = join(repoRoot, '.cache', 'infra');
const dataDir = join(repoRoot, '.data', 'infra');

// Overridable so a second copy (a CI check from a clean clone, say) can run beside a developer's servers.
const KAFKA_PORT = Number(process.env.INFRA_KAFKA_PORT ?? 9092);
const KAFKA_CONTROLLER_PORT = Number(process.env.INFRA_KAFKA_CONTROLLER_PORT ?? KAFKA_PORT + 1);
const MONGO_PORT = Number(process.env.INFRA_MONGO_PORT ?? 27017);
// FerretDB's storage: SQLite files (the default) or a PostgreSQL cluster this script runs beside it.
const DB = process.env.INFRA_DB ?? 'sqlite';
if (DB !== 'sqlite' && DB !== 'postgres') throw new Error(`INFRA_DB must be sqlite or postgres, not ${DB}`);
const PG_PORT = Number(process.env.INFRA_PG_PORT ?? MONGO_PORT + 1);
const env = {
  KAFKA_BROKERS: `127.0.0.1:${KAFKA_PORT}`,
  MONGO_URL: `mongodb://127.0.0.1:${MONGO_PORT}`,
};

const log = (line: string): void => void process.stderr.write(`${line}\n`);

interface Server {
  name: string;
  /** Started only once this one answers (and stopped after it). */
  after?: string;
  port: number;
  /** Every port it binds, checked up front for a clear error. */
  ports: number[];
  pidFile: string;
  logFile: string;
  /** Where the server's own diagnostics end up (Kafka's log4j file differs from its stdout). */
  diagnostics: string;
  cmdlineMarker: string;
  readyTimeoutMs: number;
  stopTimeoutMs: number;
  probe(): Promise<void>;
  prepare(): Promise<LaunchSpec>;
}

const servers: Server[] = [
  {
    name: 'kafka',
    port: KAFKA_PORT,
    ports: [KAFKA_PORT, KAFKA_CONTROLLER_PORT],
    pidFile: join(infraDir, 'kafka.pid'),
    logFile: join(infraDir, 'kafka.log'),
    diagnostics: join(infraDir, 'kafka-logs', 'server.log'),
    cmdlineMarker: 'kafka.Kafka',
    readyTimeoutMs: 120_000,
    stopTimeoutMs: 30_000,
    probe: () => probeKafka(env.KAFKA_BROKERS),
    prepare: () =>
      prepareKafka({
        repoRoot,
        dataDir: join(dataDir, 'kafka'),
        logsDir: join(infraDir, 'kafka-logs'),
        port: KAFKA_PORT,
        controllerPort: KAFKA_CONTROLLER_PORT,
        exitWithParent: false,
        log,
      }),
  },
  ...(DB === 'postgres' || existsSync(join(infraDir, 'postgres.pid'))
    ? [
        {
          name: 'postgres',
          port: PG_PORT,
          ports: [PG_PORT],
          pidFile: join(infraDir, 'postgres.pid'),
          logFile: join(infraDir, 'postgres.log'),
          diagnostics: join(infraDir, 'postgres.log'),
          cmdlineMarker: join(dataDir, 'postgres'),
          readyTimeoutMs: 60_000,
          stopTimeoutMs: 30_000,
          probe: () => probePostgres(PG_PORT),
          prepare: () => preparePostgres({ dataDir: join(dataDir, 'postgres'), port: PG_PORT, log }),
        },
      ]
    : []),
  {
    name: 'ferretdb',
    ...(DB === 'postgres' ? { after: 'postgres' } : {}),
    port: MONGO_PORT,
    ports: [MONGO_PORT],
    pidFile: join(infraDir, 'ferretdb.pid'),
    logFile: join(infraDir, 'ferretdb.log'),
    diagnostics: join(infraDir, 'ferretdb.log'),
    // Either binary (ferretdb-sqlite, ferretdb-pg): a switch of INFRA_DB still stops the one running.
    cmdlineMarker: 'ferretdb-',
    readyTimeoutMs: 30_000,
    stopTimeoutMs: 15_000,
    probe: () => pingMongo(env.MONGO_URL),
    prepare: () =>
      prepareFerretDb({
        repoRoot,
        dataDir: join(dataDir, 'ferretdb'),
        port: MONGO_PORT,
        logLevel: 'error',
        exitWithParent: false,
        log,
        ...(DB === 'postgres' ? { postgresqlUrl: ferretDbPostgresUrl(PG_PORT) } : {}),
      }),
  },
];

/** Each server after the one it needs; independent chains start side by side. */
async function startAll(): Promise<Array<PromiseSettledResult<void>>> {
  const started = new Map<string, Promise<void>>();
  for (const server of servers) {
    const before = server.after ? started.get(server.after) : undefined;
    started.set(server.name, before ? before.then(() => startServer(server)) : startServer(server));
  }
  return Promise.allSettled(started.values());
}

/** Dependents first: FerretDB goes before the PostgreSQL it writes to. */
async function stopAll(): Promise<void> {
  const needed = new Set(servers.flatMap((s) => (s.after ? [s.after] : [])));
  await Promise.all(servers.filter((s) => !needed.has(s.name)).map(stopServer));
  await Promise.all(servers.filter((s) => needed.has(s.name)).map(stopServer));
}

/** Our pid, if the pid file points at a live process that is really this server. */
function runningPid(server: Server): number | undefined {
  const pid = readPidFile(server.pidFile);
  return pid !== undefined && pidMatches(pid, server.cmdlineMarker) ? pid : undefined;
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function logSize(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}

/** Why a server died, from the lines this run added to its log. */
function diagnose(logFile: string, fromByte: number): string {
  const added = existsSync(logFile) ? readFileSync(logFile).subarray(fromByte).toString('utf8') : '';
  return summarizeOutput(added.trimEnd().split('\n'));
}

async function startServer(server: Server): Promise<void> {
  let pid = runningPid(server);
  const logOffset = logSize(server.diagnostics);
  if (pid !== undefined) {
    log(`${server.name}: already running (pid ${pid})`);
  } else {
    rmSync(server.pidFile, { force: true });
    for (const port of server.ports) {
      if (await portInUse(port)) {
        throw new Error(`${server.name}: port ${port} is taken by a process this script did not start`);
      }
    }
    const spec = await server.prepare();
    pid = spawnDetached(spec, server.logFile);
    writeFileSync(server.pidFile, `${pid}\n`);
    log(`${server.name}: started (pid ${pid}), waiting for it to answer...`);
  }
  const started = Date.now();
  const ownPid = pid;
  try {
    await waitUntil(server.probe, {
      what: server.name,
      timeoutMs: server.readyTimeoutMs,
      intervalMs: 500,
      abort: () =>
        pidMatches(ownPid, server.cmdlineMarker)
          ? undefined
          : new Error(
              `${server.name} exited; from ${server.diagnostics}:\n${diagnose(server.diagnostics, logOffset)}`,
            ),
    });
  } catch (e) {
    // Don't leave a half-started server behind for the next `start` to trip over.
    await stopPid(ownPid, server.stopTimeoutMs);
    rmSync(server.pidFile, { force: true });
    throw e;
  }
  log(`${server.name}: ready on 127.0.0.1:${server.port} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

async function stopServer(server: Server): Promise<void> {
  const pid = runningPid(server);
  if (pid === undefined) {
    log(`${server.name}: not running`);
  } else {
    const started = Date.now();
    await stopPid(pid, server.stopTimeoutMs);
    log(`${server.name}: stopped pid ${pid} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  }
  rmSync(server.pidFile, { force: true });
}

async function start(fresh: boolean): Promise<void> {
  mkdirSync(infraDir, { recursive: true });
  if (fresh) {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
    log(`wiped ${dataDir}`);
  }
  const results = await startAll();
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  if (failures.length) {
    for (const failure of failures) log(`ERROR ${failure.message}`);
    log(`logs: ${infraDir}`);
    process.exitCode = 1;
    return;
  }
  writeFileSync(
    join(infraDir, 'env'),
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  for (const [k, v] of Object.entries(env)) console.log(`export ${k}=${v}`);
}

async function status(): Promise<void> {
  let allUp = true;
  for (const server of servers) {
    const pid = runningPid(server);
    const answering = await server.probe().then(
      () => true,
      () => false,
    );
    allUp &&= pid !== undefined && answering;
    console.log(
      `${server.name.padEnd(9)} ${pid !== undefined ? `pid ${pid}` : 'not running'}, ` +
        `${answering ? 'answering' : 'not answering'} on 127.0.0.1:${server.port}  (log: ${server.logFile})`,
    );
  }
  process.exitCode = allUp ? 0 : 3;
}

async function main(): Promise<void> {
  const [command = 'start', ...flags] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start(flags.includes('--fresh'));
    case 'stop':
      await stopAll();
      return;
    case 'status':
      return status();
    default:
      log('usage: tsx scripts/infra.ts start [--fresh] | stop | status');
      process.exitCode = 2;
  }
}

main().catch((e: unknown) => {
  log(`ERROR ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
