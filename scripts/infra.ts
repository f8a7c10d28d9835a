// Local Kafka + MongoDB-wire server without Docker, shared by every service on a dev machine and in CI.
//
//   npm run infra            # tsx scripts/infra.ts start [--fresh]
//   npm run infra:stop       # tsx scripts/infra.ts stop
//   npx tsx scripts/infra.ts status
//
// `start` runs both servers detached (they outlive this script), keeps pid files and logs in
// .cache/infra/ and data in .data/infra/, waits until both answer, then writes .cache/infra/env and
// prints `export ...` lines on stdout (progress goes to stderr, so `eval "$(npm run -s infra)"` works).
// Running it again while the servers are up just prints the env.
//
// INFRA_DB=postgres puts FerretDB on PostgreSQL instead of SQLite files: a cluster initdb'd in
// .data/infra/postgres (owned by `nobody` when run as root) on INFRA_PG_PORT (default INFRA_MONGO_PORT + 1),
// started before FerretDB and stopped after it. `stop` and `status` also see a cluster a previous
// `INFRA_DB=postgres` start left running. The servers themselves: libs/dev-infra's LocalInfra.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalInfra } from '../libs/dev-infra/src';

const repoRoot = process.cwd();
const stateDir = join(repoRoot, '.cache', 'infra');
const log = (line: string): void => void process.stderr.write(`${line}\n`);

// Overridable so a second copy (a CI check from a clean clone, say) can run beside a developer's servers.
const kafkaPort = Number(process.env.INFRA_KAFKA_PORT ?? 9092);
const mongoPort = Number(process.env.INFRA_MONGO_PORT ?? 27017);
const db = process.env.INFRA_DB ?? 'sqlite';
if (db !== 'sqlite' && db !== 'postgres') throw new Error(`INFRA_DB must be sqlite or postgres, not ${db}`);
const infra = new LocalInfra({
  repoRoot,
  stateDir,
  dataDir: join(repoRoot, '.data', 'infra'),
  kafkaPort,
  kafkaControllerPort: Number(process.env.INFRA_KAFKA_CONTROLLER_PORT ?? kafkaPort + 1),
  mongoPort,
  db,
  pgPort: Number(process.env.INFRA_PG_PORT ?? mongoPort + 1),
  log,
});

async function start(fresh: boolean): Promise<void> {
  try {
    await infra.start(fresh);
  } catch (e) {
    for (const line of (e as Error).message.split('\n')) log(`ERROR ${line}`);
    process.exitCode = 1;
    return;
  }
  const env = Object.entries(infra.env);
  writeFileSync(join(stateDir, 'env'), env.map(([k, v]) => `${k}=${v}\n`).join(''));
  for (const [k, v] of env) console.log(`export ${k}=${v}`);
}

async function status(): Promise<void> {
  const servers = await infra.status();
  for (const s of servers)
    console.log(
      `${s.name.padEnd(9)} ${s.pid !== undefined ? `pid ${s.pid}` : 'not running'}, ` +
        `${s.answering ? 'answering' : 'not answering'} on 127.0.0.1:${s.port}  (log: ${s.logFile})`,
    );
  process.exitCode = servers.every((s) => s.pid !== undefined && s.answering) ? 0 : 3;
}

async function main(): Promise<void> {
  const [command = 'start', ...flags] = process.argv.slice(2);
  switch (command) {
    case 'start':
      return start(flags.includes('--fresh'));
    case 'stop':
      return infra.stop();
    case 'status':
      return status();
    default:
      log('usage: tsx scripts/infra.ts start [--fresh] | stop | status');
      process.exitCode = 2;
  }
}

main().catch((e: unknown) => {
  log(`ERROR ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
