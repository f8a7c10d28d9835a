import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PlatformProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Peak resident set size so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  /** The platform's own process.memoryUsage() (heap, external), when started with `memoryProbe`. */
  memoryUsage(): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/**
 * Builds the platform and starts it as its own process with fresh databases, as a user would run it: with
 * MALLOC_ARENA_MAX=2 as `npm start` does (unless set), and, unless DATA_DIR is set, a temporary data folder
 * (its own embedded database and instance lock) removed at stop.
 */
export async function startPlatform(
  env: Record<string, string> = {},
  port = Number(process.env.BENCH_PORT) || 3300 + Math.floor(Math.random() * 500),
  { memoryProbe = false }: { memoryProbe?: boolean } = {},
): Promise<PlatformProcess> {
  execSync('npx nest build platform', { stdio: 'ignore' });
  // BENCH_NODE_ARGS passes flags to the platform's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (memoryProbe) nodeArgs.push('--require', join(__dirname, 'memory-probe.cjs'));
  const dataDir =
    env.DATA_DIR || process.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'bench-platform-'));
  const child = spawn('node', [...nodeArgs, 'dist/services/platform/main.js'], {
    env: {
      MALLOC_ARENA_MAX: '2',
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      MONGO_DB_PREFIX: `bench${randomBytes(3).toString('hex')}`,
      BUS_NAMESPACE: `bench${randomBytes(3).toString('hex')}.`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit', ...(memoryProbe ? (['ipc'] as const) : [])],
  });
  const removeDataDir = () => dataDir && rmSync(dataDir, { recursive: true, force: true });
  child.once('exit', removeDataDir);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Platform ready')) resolve();
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    peakRssMiB() {
      const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return Number(kb) / 1024;
    },
    memoryUsage() {
      if (!memoryProbe) return Promise.reject(new Error('started without the memory probe'));
      return new Promise((resolve) => {
        const answer = (m: { memory?: NodeJS.MemoryUsage }) => {
          if (!m.memory) return;
          child.off('message', answer);
          resolve(m.memory);
        };
        child.on('message', answer);
        child.send('memory?');
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function postJson<T = unknown>(
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
