/* global process, performance, setInterval, setTimeout */
// The benches' memory probe, preloaded into the platform's node with `--import`. Two uses, either or both:
// - Over the IPC channel (bench/support/platform-process.ts starts the platform with `memoryProbe: true`,
//   as bench/soak.bench.ts does): 'memory?' is answered with process.memoryUsage() and the garbage
//   collections so far; 'memory after gc?' first collects all garbage (a full collection, then a second
//   for V8 to sweep and give the freed pages back), so the answer counts what the platform holds, not the
//   garbage V8 lets pile up between its major collections. The channel is unreferenced: it never keeps the
//   platform running.
// - BENCH_MEMORY_PROBE=<file> (e.g. BENCH_NODE_ARGS='--import ./bench/support/memory-probe.mjs' with
//   bench/catalog.bench.ts): every 500 ms the memory breakdown is appended to that file, so a peak RSS can be
//   told apart into V8 heap, external memory (Buffers, zlib) and what neither accounts for (native
//   allocations, allocator slack).
// - 'loop?' over IPC answers the event loop's delay (p50, p99, max: how long a ready callback waited, so
//   what a request waited server-side beyond its own work) and the longest collection pause since the last
//   'loop?', and starts counting anew.
import { appendFileSync } from 'node:fs';
import { PerformanceObserver, constants, monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Garbage collections since the start: scavenges (minor), mark-compacts (major, the forced ones included),
 * the forced ones, and the time they all took.
 */
const gcs = { minor: 0, major: 0, forced: 0, ms: 0 };
/** The longest collection pause since the last 'loop?' (ms). */
let longestGcMs = 0;
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    longestGcMs = Math.max(longestGcMs, entry.duration);
    const kind = entry.detail ? entry.detail.kind : entry.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) gcs.minor++;
    else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) gcs.major++;
    gcs.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

let collectGarbage;
/** A full collection on request, without starting the platform with --expose-gc. */
const fullGc = () => {
  if (!collectGarbage) {
    setFlagsFromString('--expose-gc');
    collectGarbage = runInNewContext('gc');
  }
  collectGarbage();
  gcs.forced++;
};

const answer = (extra) => ({ memory: process.memoryUsage(), gcs: { ...gcs }, ...extra });
process.on('message', (message) => {
  if (!process.send) return;
  if (message === 'memory?') process.send(answer({}));
  else if (message === 'loop?') {
    // The histogram times the probe's timer from one firing to the next: the delay is what exceeds its period.
    const ms = (ns) => Math.max(0, Math.round(ns / 1e5 - LOOP_RESOLUTION_MS * 10) / 10);
    const loop = {
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
      longestGcMs: Math.round(longestGcMs * 10) / 10,
    };
    loopDelay.reset();
    longestGcMs = 0;
    process.send(answer({ loop }));
  } else if (message === 'memory after gc?') {
    const t0 = performance.now();
    fullGc();
    const pauseMs = performance.now() - t0;
    setTimeout(() => process.send(answer({ pauseMs })), 1000);
  }
});
if (process.channel) process.channel.unref();

const file = process.env.BENCH_MEMORY_PROBE;
if (file) {
  const mib = (n) => Math.round(n / 1048576);
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    appendFileSync(
      file,
      `${Date.now()} rss ${mib(m.rss)} heapTotal ${mib(m.heapTotal)} heapUsed ${mib(m.heapUsed)} external ${mib(m.external)} arrayBuffers ${mib(m.arrayBuffers)}\n`,
    );
  }, 500);
  timer.unref();
}
