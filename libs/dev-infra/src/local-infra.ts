// Kafka, FerretDB (on SQLite files or on PostgreSQL) and, for the latter, PostgreSQL, run detached (they
// outlive the script that started them) with pid files and logs in a state folder and data in a data folder.
// `npm run infra` runs one set on the default ports; `npm run start:distributed` runs another on its own.
import { createConnection } from 'node:net';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pidMatches,
  readPidFile,
  spawnDetached,
  stopPid,
  summarizeOutput,
  type LaunchSpec,
} from './child-process';
import type { LogLine } from './dev-infra-paths';
import { pingMongo, prepareFerretDb } from './start-ferretdb';
import { ferretDbPostgresUrl, preparePostgres, probePostgres } from './start-postgres';
import { prepareKafka, probeKafka } from './start-kafka';
import { waitUntil } from './wait-until';

export interface LocalInfraOptions {
  repoRoot: string;
  /** Pid files, logs, Kafka's own log folder. */
  stateDir: string;
  /** Kafka's, FerretDB's and PostgreSQL's data. */
  dataDir: string;
  kafkaPort: number;
  kafkaControllerPort: number;
  mongoPort: number;
  /** FerretDB's storage: SQLite files, or a PostgreSQL cluster run beside it on pgPort. */
  db: 'sqlite' | 'postgres';
  pgPort: number;
  /** Kafka's JVM heap (default 512m). */
  kafkaHeap?: string;
  log: LogLine;
}

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

export interface ServerStatus {
  name: string;
  pid?: number;
  answering: boolean;
  port: number;
  logFile: string;
}

export class LocalInfra {
  readonly env: { KAFKA_BROKERS: string; MONGO_URL: string };
  private readonly servers: Server[];

  constructor(private readonly o: LocalInfraOptions) {
    this.env = {
      KAFKA_BROKERS: `127.0.0.1:${o.kafkaPort}`,
      MONGO_URL: `mongodb://127.0.0.1:${o.mongoPort}`,
    };
    this.servers = this.describe();
  }

  /** Starts what is not running yet (independent chains side by side) and waits until all answer. */
  async start(fresh = false): Promise<void> {
    mkdirSync(this.o.stateDir, { recursive: true });
    if (fresh) {
      await this.stop();
      rmSync(this.o.dataDir, { recursive: true, force: true });
      this.o.log(`wiped ${this.o.dataDir}`);
    }
    const started = new Map<string, Promise<void>>();
    for (const server of this.servers) {
      const before = server.after ? started.get(server.after) : undefined;
      started.set(
        server.name,
        before ? before.then(() => this.startServer(server)) : this.startServer(server),
      );
    }
    const results = await Promise.allSettled(started.values());
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
    if (failures.length)
      throw new Error(`${failures.map((f) => f.message).join('\n')}\nlogs: ${this.o.stateDir}`);
  }

  /** Dependents first: FerretDB goes before the PostgreSQL it writes to. */
  async stop(): Promise<void> {
    const needed = new Set(this.servers.flatMap((s) => (s.after ? [s.after] : [])));
    await Promise.all(this.servers.filter((s) => !needed.has(s.name)).map((s) => this.stopServer(s)));
    await Promise.all(this.servers.filter((s) => needed.has(s.name)).map((s) => this.stopServer(s)));
  }

  async status(): Promise<ServerStatus[]> {
    return Promise.all(
      this.servers.map(async (s) => ({
        name: s.name,
        pid: this.runningPid(s),
        answering: await s.probe().then(
          () => true,
          () => false,
        ),
        port: s.port,
        logFile: s.logFile,
      })),
    );
  }

  /** Pids of the servers running now, by name (benchmarks read their CPU time). */
  pids(): Record<string, number | undefined> {
    return Object.fromEntries(this.servers.map((s) => [s.name, this.runningPid(s)]));
  }

  private describe(): Server[] {
    const { o } = this;
    const postgres = o.db === 'postgres' || existsSync(join(o.stateDir, 'postgres.pid'));
    return [
      {
        name: 'kafka',
        port: o.kafkaPort,
        ports: [o.kafkaPort, o.kafkaControllerPort],
        pidFile: join(o.stateDir, 'kafka.pid'),
        logFile: join(o.stateDir, 'kafka.log'),
        diagnostics: join(o.stateDir, 'kafka-logs', 'server.log'),
        cmdlineMarker: 'kafka.Kafka',
        readyTimeoutMs: 120_000,
        stopTimeoutMs: 30_000,
        probe: () => probeKafka(this.env.KAFKA_BROKERS),
        prepare: () =>
          prepareKafka({
            repoRoot: o.repoRoot,
            dataDir: join(o.dataDir, 'kafka'),
            logsDir: join(o.stateDir, 'kafka-logs'),
            port: o.kafkaPort,
            controllerPort: o.kafkaControllerPort,
            exitWithParent: false,
            log: o.log,
            ...(o.kafkaHeap ? { maxHeap: o.kafkaHeap } : {}),
          }),
      },
      ...(postgres
        ? [
            {
              name: 'postgres',
              port: o.pgPort,
              ports: [o.pgPort],
              pidFile: join(o.stateDir, 'postgres.pid'),
              logFile: join(o.stateDir, 'postgres.log'),
              diagnostics: join(o.stateDir, 'postgres.log'),
              cmdlineMarker: join(o.dataDir, 'postgres'),
              readyTimeoutMs: 60_000,
              stopTimeoutMs: 30_000,
              probe: () => probePostgres(o.pgPort),
              prepare: () =>
                preparePostgres({ dataDir: join(o.dataDir, 'postgres'), port: o.pgPort, log: o.log }),
            },
          ]
        : []),
      {
        name: 'ferretdb',
        ...(o.db === 'postgres' ? { after: 'postgres' } : {}),
        port: o.mongoPort,
        ports: [o.mongoPort],
        pidFile: join(o.stateDir, 'ferretdb.pid'),
        logFile: join(o.stateDir, 'ferretdb.log'),
        diagnostics: join(o.stateDir, 'ferretdb.log'),
        // Either binary (ferretdb-sqlite, ferretdb-pg): a switch of INFRA_DB still stops the one running.
        cmdlineMarker: 'ferretdb-',
        readyTimeoutMs: 30_000,
        stopTimeoutMs: 15_000,
        probe: () => pingMongo(this.env.MONGO_URL),
        prepare: () =>
          prepareFerretDb({
            repoRoot: o.repoRoot,
            dataDir: join(o.dataDir, 'ferretdb'),
            port: o.mongoPort,
            logLevel: 'error',
            exitWithParent: false,
            log: o.log,
            ...(o.db === 'postgres' ? { postgresqlUrl: ferretDbPostgresUrl(o.pgPort) } : {}),
          }),
      },
    ];
  }

  /** Our pid, if the pid file points at a live process that is really this server. */
  private runningPid(server: Server): number | undefined {
    const pid = readPidFile(server.pidFile);
    return pid !== undefined && pidMatches(pid, server.cmdlineMarker) ? pid : undefined;
  }

  private async startServer(server: Server): Promise<void> {
    const { log } = this.o;
    let pid = this.runningPid(server);
    const logOffset = logSize(server.diagnostics);
    if (pid !== undefined) {
      log(`${server.name}: already running (pid ${pid})`);
    } else {
      rmSync(server.pidFile, { force: true });
      for (const port of server.ports) {
        if (await portInUse(port))
          throw new Error(`${server.name}: port ${port} is taken by a process this script did not start`);
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

  private async stopServer(server: Server): Promise<void> {
    const pid = this.runningPid(server);
    if (pid === undefined) {
      this.o.log(`${server.name}: not running`);
    } else {
      const started = Date.now();
      await stopPid(pid, server.stopTimeoutMs);
      this.o.log(`${server.name}: stopped pid ${pid} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
    }
    rmSync(server.pidFile, { force: true });
  }
}

export function portInUse(port: number): Promise<boolean> {
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
