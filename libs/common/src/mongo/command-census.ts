import type { MongoClient } from 'mongodb';

/** What one kind of command (say `insert change_log`) amounted to: how many were sent and the documents they carried. */
export interface CensusLine {
  commands: number;
  docs: number;
}

/** Handshakes and session bookkeeping: not the platform's work. */
const IGNORED = new Set([
  'hello',
  'ismaster',
  'isMaster',
  'ping',
  'saslStart',
  'saslContinue',
  'endSessions',
  'buildInfo',
]);

/** Documents a command carries: written ones for writes, 1 for a read (its filter). */
function docsOf(name: string, command: Record<string, unknown>): number {
  const many = (key: string) => (Array.isArray(command[key]) ? (command[key] as unknown[]).length : 1);
  if (name === 'insert') return many('documents');
  if (name === 'update') return many('updates');
  if (name === 'delete') return many('deletes');
  return 1;
}

/** A read whose filter has an `$in` (the project's FerretDB reads through an index only an `_id` list). */
function readsWithIn(command: Record<string, unknown>): boolean {
  const filter = command.filter ?? command.query ?? command.pipeline;
  return JSON.stringify(filter ?? {}).includes('"$in"');
}

/**
 * Counts the commands the platform's connections send, keyed `<command> <collection>` (`find ... $in` apart),
 * for benches: the count per completion does not depend on the machine's load as timings do. The
 * connections must have been opened with `monitorCommands` (mongoPoolOptions does when DB_COMMAND_CENSUS is set).
 */
export class CommandCensus {
  private readonly lines = new Map<string, CensusLine>();
  private readonly watched = new WeakSet<MongoClient>();

  watch(client: MongoClient): void {
    if (this.watched.has(client)) return;
    this.watched.add(client);
    client.on('commandStarted', (e) => {
      if (IGNORED.has(e.commandName)) return;
      const command = e.command as Record<string, unknown>;
      const target = command[e.commandName];
      const collection = typeof target === 'string' ? target : '';
      const key = `${e.commandName}${readsWithIn(command) ? ' $in' : ''} ${collection}`.trim();
      const line = this.lines.get(key) ?? { commands: 0, docs: 0 };
      line.commands += 1;
      line.docs += docsOf(e.commandName, command);
      this.lines.set(key, line);
    });
  }

  snapshot(): Record<string, CensusLine> {
    return Object.fromEntries([...this.lines].map(([key, line]) => [key, { ...line }]));
  }
}
