// What one operation costs, measured in ways the shared machine's load hardly moves: CPU seconds of the
// processes from /proc, and the platform's database commands from its census (DB_COMMAND_CENSUS=1).
import { readFileSync } from 'node:fs';

/**
 * User + system CPU seconds each process has used so far (Linux /proc; undefined elsewhere or for no pid):
 * unlike completions/s, CPU per completion hardly moves when other work shares the machine.
 */
export function cpuSeconds(pids: Array<number | undefined>): Array<number | undefined> {
  return pids.map((pid) => {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return undefined;
    }
  });
}

export type Census = Record<string, { commands: number; docs: number }>;

/** The platform's database commands so far, by command and collection (started with DB_COMMAND_CENSUS=1). */
export const census = async (base: string) =>
  (await (await fetch(`${base}/_bench/db-commands`)).json()) as Census;

/** The platform's event-loop delay since the last reading, in ms (DB_COMMAND_CENSUS=1); the next window starts. */
export const eventLoopDelay = async (base: string) =>
  (await (await fetch(`${base}/_bench/event-loop`)).json()) as { p50: number; p99: number; max: number };

/** The commands between two censuses, per operation, most first. */
export function censusLines(before: Census, after: Census, operations: number) {
  return Object.entries(after)
    .map(([key, { commands, docs }]) => ({
      key,
      commands: (commands - (before[key]?.commands ?? 0)) / operations,
      docs: (docs - (before[key]?.docs ?? 0)) / operations,
    }))
    .filter((l) => l.commands > 0)
    .sort((a, b) => b.commands - a.commands);
}

/** Measures the platform's and the database's CPU and commands over one phase, per operation. */
export async function costOf<T>(
  base: string,
  pids: { platform?: number; database?: number },
  operations: (result: T) => number,
  phase: () => Promise<T>,
): Promise<{ result: T; summary: string; lines: ReturnType<typeof censusLines> }> {
  const cpuBefore = cpuSeconds([pids.platform, pids.database]);
  const censusBefore = await census(base);
  const result = await phase();
  const cpuAfter = cpuSeconds([pids.platform, pids.database]);
  const n = Math.max(1, operations(result));
  const lines = censusLines(censusBefore, await census(base), n);
  const cpuMs = (i: number) =>
    cpuBefore[i] === undefined
      ? 'n/a'
      : `${((((cpuAfter[i] ?? 0) - cpuBefore[i]!) * 1000) / n).toFixed(2)} ms`;
  const commands = lines.reduce((s, l) => s + l.commands, 0);
  const statements = lines.reduce((s, l) => s + l.docs, 0);
  const summary = `CPU platform ${cpuMs(0)}, database ${cpuMs(1)}; ${commands.toFixed(2)} commands (${statements.toFixed(2)} statements)`;
  return { result, summary, lines };
}
