/** What the runtime needs of a service's change log: it starts, stops and drains it with the bus. */
export interface RegisteredLog {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
  drain(): Promise<number>;
}

/**
 * Every change log of the process (one per service database; four in the embedded platform), so the
 * messaging runtime starts them after the bus, stops them before it, and drains them all in `settle()`.
 */
export class ChangeLogs {
  private readonly logs: RegisteredLog[] = [];

  register(log: RegisteredLog): void {
    if (!this.logs.some((l) => l.name === log.name)) this.logs.push(log);
  }

  start(): void {
    for (const log of this.logs) log.start();
  }

  async stop(): Promise<void> {
    await Promise.all(this.logs.map((l) => l.stop()));
  }

  /** Applies and publishes everything committed so far in every log (tests, benchmarks). */
  async drain(): Promise<number> {
    let total = 0;
    for (const log of this.logs) total += await log.drain();
    return total;
  }
}
