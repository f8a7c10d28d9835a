// FerretDB's SQL statement lines (patch 0009 formats them only when they are written): at 'debug' the
// project's build still logs each statement with its arguments, and at its usual 'error' it logs none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { startFerretDb, type FerretDbLogLevel } from '../src';

/** Starts a FerretDB of its own at this level, inserts one marked document, and answers its log lines. */
async function linesOfOneInsert(logLevel: FerretDbLogLevel, marker: string): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fdb-log-'));
  const lines: string[] = [];
  const server = await startFerretDb({
    repoRoot: process.cwd(),
    dataDir,
    logLevel,
    log: (l) => lines.push(l),
  });
  const client = new MongoClient(server.url, { directConnection: true });
  try {
    await client.connect();
    await client.db('statementlog').collection('notes').insertOne({ marker });
    return [...lines];
  } finally {
    await client.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("FerretDB's statement log", () => {
  it('writes each SQL statement with its arguments at debug level', async () => {
    const lines = await linesOfOneInsert('debug', 'debug-marker-7f3a');

    const insert = lines.filter((l) => l.includes('>>> INSERT INTO') && l.includes('debug-marker-7f3a'));
    expect(insert).toHaveLength(1);
    expect(lines.some((l) => l.includes('<<< INSERT INTO') && l.includes('debug-marker-7f3a'))).toBe(true);
  });

  it('writes no statement line at its usual level', async () => {
    const lines = await linesOfOneInsert('error', 'error-marker-7f3a');

    expect(lines.filter((l) => /(>>>|<<<) /.test(l))).toEqual([]);
  });
});
