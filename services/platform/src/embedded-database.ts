import { join } from 'node:path';
import { startFerretDb } from '@exam/dev-infra';

/**
 * With no MONGO_URL the platform runs its own MongoDB-wire server: FerretDB on SQLite, built from the Go
 * module proxy on first start (mongodb-memory-server's binary download does not work on this kind of machine).
 */
export async function startEmbeddedDatabase(
  repoRoot: string,
  stateDir: string,
): Promise<{ url: string; dataDir: string; stop(): Promise<void> }> {
  const dataDir = join(stateDir, 'embedded-mongo');
  const server = await startFerretDb({ repoRoot, dataDir, log: (line) => process.stdout.write(`${line}\n`) });
  return { url: server.url, dataDir, stop: () => server.stop() };
}
