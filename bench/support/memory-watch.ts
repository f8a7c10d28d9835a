import type { PlatformProcess, ProbedMemory } from './platform-process';

const mib = (n: number) => (n / 1_048_576).toFixed(0);

/**
 * One line that explains an RSS: V8's heap (reserved / used), external memory (Buffers, zlib; arrayBuffers
 * of it), what neither accounts for (code, native allocations, allocator slack), and the collections.
 */
export function memoryLine(m: ProbedMemory): string {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = m.memory;
  return `rss ${mib(rss)} MiB = V8 heap ${mib(heapTotal)} (used ${mib(heapUsed)}) + external ${mib(external)} (arrayBuffers ${mib(arrayBuffers)}) + other ${mib(rss - heapTotal - external)}`;
}

/**
 * Samples the platform's memory every `everyMs` through the memory probe and keeps the sample with the
 * highest RSS since the last `take()`, so a peak is printed with what it is made of.
 */
export class MemoryWatch {
  private peak?: ProbedMemory;
  private first?: ProbedMemory;
  private last?: ProbedMemory;
  private readonly timer: NodeJS.Timeout;
  private asking = false;

  constructor(
    private readonly platform: PlatformProcess,
    everyMs = 250,
  ) {
    this.timer = setInterval(() => void this.sample(), everyMs);
  }

  private async sample(): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    try {
      const m = await this.platform.memory();
      this.first ??= m;
      this.last = m;
      if (!this.peak || m.memory.rss > this.peak.memory.rss) this.peak = m;
    } finally {
      this.asking = false;
    }
  }

  /** The peak sample since the last take (with the collections over the phase), and starts a new phase. */
  async take(): Promise<string> {
    await this.sample();
    const line = this.peak ? memoryLine(this.peak) : 'no sample';
    const { first, last } = this;
    const gcs =
      first && last
        ? `; GCs ${last.gcs.minor - first.gcs.minor} minor, ${last.gcs.major - first.gcs.major} major (${(last.gcs.ms - first.gcs.ms).toFixed(0)} ms)`
        : '';
    this.peak = this.first = this.last = undefined;
    return `${line}${gcs}`;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
