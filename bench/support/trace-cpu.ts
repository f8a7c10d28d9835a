// A load-proof companion to Lighthouse's TBT for `npm run bench:web`, read from the run's own trace.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/** Lighthouse's simulated phone runs the page's main thread this many times slower (its default throttling). */
const MOBILE_CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/**
 * Blocking time counted on the CPU time of the page's main-thread tasks after the first paint, not on their
 * wall time: on a shared machine a task's wall time includes the time the OS gave other processes (at a load of
 * 20 on two cores a 20 ms task reads 100 ms), which is most of Lighthouse's TBT there. Each task's CPU time is
 * scaled by the phone's slowdown (`slowdown`, 1 on a desktop) and counts above 50 ms, as TBT does, until the
 * trace ends (Lighthouse stops at the page's interactive time). Undefined when the trace does not show it.
 */
export function cpuBlockingMs(events: TraceEvent[], slowdown = MOBILE_CPU_SLOWDOWN): number | undefined {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  // The page's renderer is the process that painted; its main thread is the one that ran the most.
  const tasks = events.filter((e) => e.pid === fcp.pid && e.ph === 'X' && e.name === 'RunTask');
  const wallByThread = new Map<number, number>();
  for (const t of tasks) wallByThread.set(t.tid, (wallByThread.get(t.tid) ?? 0) + (t.dur ?? 0));
  const main = [...wallByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const timed = tasks.filter((t) => t.tid === main && t.tdur !== undefined && t.ts >= fcp.ts);
  if (!timed.length) return undefined;
  return timed.reduce((sum, t) => sum + Math.max(0, (slowdown * t.tdur!) / 1000 - LONG_TASK_MS), 0);
}
