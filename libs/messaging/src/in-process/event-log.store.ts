import type { EventEnvelope } from '@exam/contracts';

export interface LoggedEvent {
  topic: string;
  event: EventEnvelope;
}

/** Where the in-process bus retains what it published, so a group can be rewound and a new group catches up. */
export interface EventLogStore {
  append(events: readonly LoggedEvent[]): Promise<void>;
  /** Every retained event of these topics, in publish order, in pages. */
  read(topics: readonly string[], pageSize: number): AsyncIterable<LoggedEvent[]>;
  recordDeadLetter(groupId: string, entry: LoggedEvent, error: string): Promise<void>;
  /** Remembers a group; answers true the first time it is seen. */
  rememberGroup(groupId: string): Promise<boolean>;
}

export class MemoryEventLog implements EventLogStore {
  readonly events: LoggedEvent[] = [];
  readonly deadLetters: Array<LoggedEvent & { groupId: string; error: string }> = [];
  private readonly groups = new Set<string>();

  async append(events: readonly LoggedEvent[]): Promise<void> {
    this.events.push(...events);
  }
  async *read(topics: readonly string[], pageSize: number): AsyncIterable<LoggedEvent[]> {
    const matching = this.events.filter((e) => topics.includes(e.topic));
    for (let i = 0; i < matching.length; i += pageSize) yield matching.slice(i, i + pageSize);
  }
  async recordDeadLetter(groupId: string, entry: LoggedEvent, error: string): Promise<void> {
    this.deadLetters.push({ ...entry, groupId, error });
  }
  async rememberGroup(groupId: string): Promise<boolean> {
    const isNew = !this.groups.has(groupId);
    this.groups.add(groupId);
    return isNew;
  }
}
