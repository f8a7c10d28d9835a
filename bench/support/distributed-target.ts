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

/** CPU ms per completion of each process and each tier (the replicas of a service summed). */
export function printCpuPerCompletion(
  before: Map<string, number>,
  after: Map<string, number>,
  completions: number,
  benchProcessMs: number,
): void {
  const perProcess = [...after].map(([name, s]) => ({
    name,
    ms: ((s - (before.get(name) ?? NaN)) * 1000) / completions,
  }));
  const tiers = new Map<string, number>();
  for (const p of perProcess) {
    const tier = p.name.replace(/-\d+$/, '');
    tiers.set(tier, (tiers.get(tier) ?? 0) + (Number.isNaN(p.ms) ? 0 : p.ms));
  }
  const total = [...tiers.values()].reduce((n, ms) => n + ms, 0);
  console.log(
    `  CPU ms per completion by process: ${perProcess.map((p) => `${p.name} ${p.ms.toFixed(2)}`).join(', ')}`,
  );
  console.log(
    `  CPU ms per completion by tier: ${[...tiers].map(([t, ms]) => `${t} ${ms.toFixed(2)}`).join(', ')}; ` +
      `deployment ${total.toFixed(2)}, this bench's learners ${benchProcessMs.toFixed(2)}`,
  );
}
