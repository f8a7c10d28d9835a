// bench:attempts against a platform already running (BENCH_BASE_URL, the distributed mode's edge): nothing is
// started or dropped, the databases are the deployment's own (prefix `exam`, no bus namespace), and the CPU
// of every process of the deployment (read from its data folder, DIST_DATA_DIR) is printed per completion.
import { readFileSync } from 'node:fs';
import { DistributedDeployment } from '../../scripts/distributed/deployment';
import { settingsFromEnv } from '../../scripts/distributed/settings';

export const BENCH_BASE_URL = process.env.BENCH_BASE_URL?.replace(/\/$/, '');

/** The deployment's processes by name (kafka, postgres, ferretdb, identity-1..., edge), with their pids. */
export function deploymentPids(): Array<{ name: string; pid: number }> {
  const pids = new DistributedDeployment(settingsFromEnv(), () => undefined).pids();
  return Object.entries(pids).flatMap(([name, pid]) => (pid === undefined ? [] : [{ name, pid }]));
}

/** User + system CPU seconds of a process so far (Linux /proc). */
export function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Servers whose work runs in child processes: nginx's workers, PostgreSQL's backends. */
const FORKING = new Set(['edge', 'postgres']);

/** CPU of each process (with its children for nginx and PostgreSQL) and of the whole deployment. */
export function deploymentCpu(processes: Array<{ name: string; pid: number }>): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const { name, pid } of processes)
    cpu.set(name, FORKING.has(name) ? cpuOf(pid) + childrenCpu(pid) : cpuOf(pid));
  return cpu;
}

function childrenCpu(pid: number): number {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .reduce((n, child) => n + cpuOf(Number(child)), 0);
  } catch {
    return 0;
  }
}

/** A CPU reading of the deployment, with when it was taken. */
export interface CpuReading {
  at: number;
  cpu: Map<string, number>;
}

export function readCpu(processes: Array<{ name: string; pid: number }>): CpuReading {
  return { at: performance.now(), cpu: deploymentCpu(processes) };
}

/** Each process's CPU ms per second over `seconds` with no load: what it costs doing nothing. */
export async function idleCpu(processes: Array<{ name: string; pid: number }>, seconds: number) {
  const before = readCpu(processes);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return perSecond(before, readCpu(processes));
}

function perSecond(before: CpuReading, after: CpuReading): Map<string, number> {
  const seconds = (after.at - before.at) / 1000;
  return new Map([...after.cpu].map(([n, s]) => [n, ((s - (before.cpu.get(n) ?? NaN)) * 1000) / seconds]));
}

/**
 * CPU ms per completion of each process and each tier (the replicas of a service summed), as read and less
 * each process's idle CPU over the same time (`idle`, ms per second), which a short storm is mostly made of
 * for the services it barely touches.
 */
export function printCpuPerCompletion(
  before: CpuReading,
  after: CpuReading,
  idle: Map<string, number>,
  completions: number,
  benchProcessMs: number,
): void {
  const seconds = (after.at - before.at) / 1000;
  const perProcess = [...after.cpu].map(([name, s]) => {
    const ms = ((s - (before.cpu.get(name) ?? NaN)) * 1000) / completions;
    return { name, ms, marginal: ms - ((idle.get(name) ?? 0) * seconds) / completions };
  });
  const tiers = new Map<string, { ms: number; marginal: number }>();
  for (const p of perProcess) {
    const tier = tiers.get(p.name.replace(/-\d+$/, '')) ?? { ms: 0, marginal: 0 };
    if (!Number.isNaN(p.ms)) {
      tier.ms += p.ms;
      tier.marginal += p.marginal;
    }
    tiers.set(p.name.replace(/-\d+$/, ''), tier);
  }
  const sum = (key: 'ms' | 'marginal') => [...tiers.values()].reduce((n, t) => n + t[key], 0);
  console.log(
    `  CPU ms per completion by process: ${perProcess.map((p) => `${p.name} ${p.ms.toFixed(2)}`).join(', ')}`,
  );
  console.log(
    `  CPU ms per completion by tier: ${[...tiers].map(([t, c]) => `${t} ${c.ms.toFixed(2)}`).join(', ')}; ` +
      `deployment ${sum('ms').toFixed(2)}, this bench's learners ${benchProcessMs.toFixed(2)}`,
  );
  console.log(
    `  less each process's idle CPU over the ${seconds.toFixed(1)} s: ` +
      `${[...tiers].map(([t, c]) => `${t} ${c.marginal.toFixed(2)}`).join(', ')}; deployment ${sum('marginal').toFixed(2)}`,
  );
}
