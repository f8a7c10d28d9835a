/**
 * The service replicas as detached Node processes, each from the build the Docker image runs
 * (`nest build <service>`, then `node dist/services/<service>/main.js` with the image's flags), with a pid
 * file and a log file of its own in the data folder.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isPidAlive,
  portInUse,
  pidMatches,
  readPidFile,
  readTail,
  spawnDetached,
  stopPid,
  waitUntil,
} from '../../libs/dev-infra/src';
import { configSchema } from '../../libs/common/src/config/config.schema';
import type { DistributedSettings, Replica } from './settings';

/** The Dockerfile's node flags (deploy/docker/service.Dockerfile): the same heap and young generation. */
const NODE_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=32'];

export const runDir = (s: DistributedSettings) => join(s.dataDir, 'run');
export const logsDir = (s: DistributedSettings) => join(s.dataDir, 'logs');
const pidFile = (s: DistributedSettings, r: Replica) => join(runDir(s), `${r.name}.pid`);
export const logFileOf = (s: DistributedSettings, r: Replica) => join(logsDir(s), `${r.name}.log`);
/** In /proc/<pid>/cmdline, arguments end with NUL: this names one replica and no other. */
const markerOf = (r: Replica) => `--replica=${r.name}\0`;

export function replicaPid(s: DistributedSettings, r: Replica): number | undefined {
  const pid = readPidFile(pidFile(s, r));
  return pid !== undefined && pidMatches(pid, markerOf(r)) ? pid : undefined;
}

/**
 * The replica's environment: the machine's (PATH...) without the platform's settings, then the settings
 * recorded when the deployment started (`recorded`), then what this topology fixes for the replica.
 */
export function replicaEnv(
  s: DistributedSettings,
  r: Replica,
  infra: { KAFKA_BROKERS: string; MONGO_URL: string },
  recorded: Record<string, string>,
): NodeJS.ProcessEnv {
  const machine = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(k in configSchema.shape)));
  return {
    ...machine,
    // The Dockerfile's allocator settings.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    LOG_LEVEL: 'warn',
    ...recorded,
    NODE_ENV: recorded.NODE_ENV === 'production' ? 'production' : 'development',
    PORT: String(r.port),
    KAFKA_BROKERS: infra.KAFKA_BROKERS,
    KAFKA_CLIENT_ID: r.name,
    MONGO_URL: infra.MONGO_URL,
    // Secrets generated once into the data folder (dev-secrets.json, before any replica starts), local media.
    DATA_DIR: s.dataDir,
    // The edge runs on this machine: its X-Forwarded-For is believed, nobody else's.
    TRUSTED_PROXIES: '127.0.0.1',
  };
}

/** Starts the replica unless it runs; resolves once it answers /api/health with 200. */
export async function startReplica(
  s: DistributedSettings,
  r: Replica,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<number> {
  mkdirSync(runDir(s), { recursive: true });
  let pid = replicaPid(s, r);
  if (pid === undefined) {
    // Else the health check below could be answered by whatever holds the port. A replica just killed may
    // hold it a moment longer on a busy machine: wait a little before calling it someone else's.
    await waitUntil(
      async () => {
        if (await portInUse(r.port))
          throw new Error(`port ${r.port} is taken by a process this script did not start`);
      },
      { what: `${r.name}'s port`, timeoutMs: 10_000, intervalMs: 250 },
    );
    const main = join(s.repoRoot, 'dist', 'services', r.service, 'main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: nest build ${r.service}`);
    pid = spawnDetached(
      {
        name: r.name,
        command: process.execPath,
        args: [...NODE_FLAGS, main, `--replica=${r.name}`],
        cwd: s.repoRoot,
        env,
        cmdlineMarker: markerOf(r),
      },
      logFileOf(s, r),
    );
    writeFileSync(pidFile(s, r), `${pid}\n`);
  }
  const started = pid;
  await waitUntil(
    async () => {
      const res = await fetch(`${r.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status !== 200) throw new Error(`health ${res.status}`);
    },
    {
      what: r.name,
      timeoutMs: 180_000,
      intervalMs: 300,
      abort: () =>
        isPidAlive(started) ? undefined : new Error(`${r.name} exited:\n${readTail(logFileOf(s, r), 15)}`),
    },
  );
  log(`${r.name.padEnd(11)} pid ${String(pid).padEnd(7)} ${r.url}`);
  return pid;
}

/** SIGTERM (the service closes cleanly), or SIGKILL at once with `kill: true`. */
export async function stopReplica(s: DistributedSettings, r: Replica, kill = false): Promise<void> {
  const pid = replicaPid(s, r);
  if (pid !== undefined) {
    if (kill) process.kill(pid, 'SIGKILL');
    await stopPid(pid, 30_000);
  }
  rmSync(pidFile(s, r), { force: true });
}
