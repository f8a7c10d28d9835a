import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startFerretDb } from '../../libs/dev-infra/src';

/** What a probe measures on: a fresh embedded FerretDB's database, and the server's pid (for its CPU). */
export interface ProbeDatabase {
  db: Db;
  pid: number;
}

/**
 * Runs a FerretDB probe (bench/*.probe.ts) on a fresh embedded FerretDB in a temporary directory, which is
 * stopped after it; a failure is printed and ends the process with 1.
 */
export function runProbe(probe: (database: ProbeDatabase) => Promise<void>): void {
  const run = async () => {
    const ferret = await startFerretDb({
      repoRoot: process.cwd(),
      dataDir: mkdtempSync(join(tmpdir(), 'probe-')),
    });
    const client = await MongoClient.connect(ferret.url);
    try {
      await probe({ db: client.db('probe'), pid: ferret.pid });
    } finally {
      await client.close();
      await ferret.stop();
    }
  };
  run().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
