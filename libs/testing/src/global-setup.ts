// Integration tests run against a real MongoDB-wire server: MONGO_URL when set (CI points it at the
// server `npm run infra` started), otherwise a throwaway FerretDB the project builds itself.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFerretDb } from '../../dev-infra/src';

export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  if (process.env.MONGO_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'exam-test-mongo-'));
  const server = await startFerretDb({
    repoRoot: process.cwd(),
    dataDir,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.env.MONGO_URL = server.url;
  (globalThis as Record<string, unknown>).__examTestMongo = server;
}
