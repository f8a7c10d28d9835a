import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The heap limit `npm start` gives the platform (package.json; see deploy/docker/service.Dockerfile for why). */
const NPM_START_HEAP_LIMIT = '--max-old-space-size=1024';
/** The young generation's semi-space `npm start` gives the platform (package.json, README). */
const NPM_START_SEMI_SPACE = '--max-semi-space-size=32';

export interface PlatformProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Peak resident set size so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  /** With `memoryProbe`: the platform's own process.memoryUsage() (heap, external) and its collections so far. */
  memory(): Promise<ProbedMemory>;
  /**
   * With `memoryProbe`: the platform collects all its garbage (a full collection), waits a second for V8
   * to give the freed pages back, then answers with its memory (RSS included) and its collections so far.
   */
  memoryAfterGc(): Promise<ProbedMemory>;
  /**
   * With `memoryProbe`: the event loop's delay (ms) and the longest collection pause since the last call
   * (or the start), then counts anew.
   */
  loop(): Promise<ProbedMemory & { loop: EventLoopFigures }>;
  stop(): Promise<void>;
}

/** How long ready callbacks waited on the platform's event loop, and its longest collection pause (ms). */
export interface EventLoopFigures {
  p50: number;
  p99: number;
  max: number;
  longestGcMs: number;
}

/** What bench/support/memory-probe.mjs answers. */
export interface ProbedMemory {
  memory: NodeJS.MemoryUsage;
  /**
   * Collections since the platform started: scavenges, mark-compacts (the forced ones of 'memory after gc?'
   * included), the forced ones, and the time they all took (ms).
   */
  gcs: { minor: number; major: number; forced: number; ms: number };
  /** For 'memory after gc?': how long the forced collection paused the platform (ms). */
  pauseMs?: number;
}

/**
 * Builds the platform and starts it as its own process with fresh databases, as a user would run it: with
 * MALLOC_ARENA_MAX=2, MALLOC_MMAP_THRESHOLD_=131072, --max-old-space-size=1024 and --max-semi-space-size=32
 * as `npm start` does (unless set; BENCH_NODE_ARGS may name others), and, unless DATA_DIR is set, a
 * temporary data folder (its own embedded database and instance lock) removed at stop.
 */
export async function startPlatform(
  env: Record<string, string> = {},
  port = Number(process.env.BENCH_PORT) || 3300 + Math.floor(Math.random() * 500),
  { memoryProbe = false }: { memoryProbe?: boolean } = {},
): Promise<PlatformProcess> {
  execSync('npx nest build platform', { stdio: 'ignore' });
  // BENCH_NODE_ARGS passes flags to the platform's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (!nodeArgs.some((a) => a.startsWith('--max-old-space-size'))) nodeArgs.push(NPM_START_HEAP_LIMIT);
  if (!nodeArgs.some((a) => a.startsWith('--max-semi-space-size'))) nodeArgs.push(NPM_START_SEMI_SPACE);
  if (memoryProbe) nodeArgs.push('--import', pathToFileURL(join(__dirname, 'memory-probe.mjs')).href);
  const dataDir =
    env.DATA_DIR || process.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'bench-platform-'));
  const child = spawn('node', [...nodeArgs, 'dist/services/platform/main.js'], {
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
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
  // One question at a time, so each answer belongs to the question it follows.
  let asked: Promise<unknown> = Promise.resolve();
  const probe = (question: 'memory?' | 'memory after gc?' | 'loop?') => {
    if (!memoryProbe) return Promise.reject(new Error('started without the memory probe'));
    const answered = asked.then(
      () =>
        new Promise<ProbedMemory>((resolve) => {
          const answer = (m: Partial<ProbedMemory>) => {
            if (!m.memory) return;
            child.off('message', answer);
            resolve(m as ProbedMemory);
          };
          child.on('message', answer);
          child.send(question);
        }),
    );
    asked = answered.catch(() => undefined);
    return answered;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    child,
    peakRssMiB() {
      const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      return Number(kb) / 1024;
    },
    memory() {
      return probe('memory?');
    },
    memoryAfterGc() {
      return probe('memory after gc?');
    },
    loop() {
      return probe('loop?') as Promise<ProbedMemory & { loop: EventLoopFigures }>;
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
