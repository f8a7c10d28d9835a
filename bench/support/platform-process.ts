import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

export interface PlatformProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  /** Peak resident set size so far (VmHWM), in MiB. */
  peakRssMiB(): number;
  stop(): Promise<void>;
}

/** Builds the platform and starts it as its own process with fresh databases, as a user would run it. */
export async function startPlatform(
  env: Record<string, string> = {},
  port = Number(process.env.BENCH_PORT) || 3300 + Math.floor(Math.random() * 500),
): Promise<PlatformProcess> {
  execSync('npx nest build platform', { stdio: 'ignore' });
  // BENCH_NODE_ARGS passes flags to the platform's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn('node', [...nodeArgs, 'dist/services/platform/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      MONGO_DB_PREFIX: `bench${randomBytes(3).toString('hex')}`,
      BUS_NAMESPACE: `bench${randomBytes(3).toString('hex')}.`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
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
