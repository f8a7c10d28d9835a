// Preloaded into the platform (BENCH_NODE_ARGS='--import ./bench/support/memory-probe.mjs' with
// BENCH_MEMORY_PROBE=<file>, see bench/catalog.bench.ts): every 500 ms it
// appends the process's memory breakdown to that file, so a peak RSS can be told apart into V8 heap,
// external memory (Buffers, zlib) and what neither accounts for (native allocations, allocator slack).
/* global process, setInterval */
import { appendFileSync } from 'node:fs';

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
