// The distributed mode without Docker: every service in its own processes behind an nginx edge.
//
//   npm run start:distributed     # tsx scripts/distributed.ts start
//   npm run stop:distributed      # tsx scripts/distributed.ts stop
//   npm run status:distributed    # tsx scripts/distributed.ts status
//
// Ports and data folder (all settable): Kafka DIST_KAFKA_PORT 19092 (controller +1), FerretDB
// DIST_MONGO_PORT 28017 on PostgreSQL DIST_PG_PORT 28018, replicas from DIST_SERVICE_PORT 3201, the edge
// DIST_EDGE_PORT 8480, data in DIST_DATA_DIR (.data/distributed). The topology: scripts/distributed/topology.ts.
import { DistributedDeployment } from './distributed/deployment';
import { printStatus } from './distributed/status';
import { settingsFromEnv } from './distributed/settings';
import { SERVICE_NAMES, type ServiceName } from './distributed/topology';

const log = (line: string): void => void process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const deployment = new DistributedDeployment(settingsFromEnv(), log);
  const [command = 'start'] = process.argv.slice(2);
  switch (command) {
    case 'start':
      try {
        await deployment.start();
      } catch (e) {
        log(`ERROR ${(e as Error).message}`);
        log('Stopping what was started (npm run start:distributed tries again from scratch).');
        await deployment.stop();
        process.exitCode = 1;
        return;
      }
      console.log(`Distributed platform ready at ${deployment.edgeUrl} (npm run stop:distributed stops it)`);
      return;
    case 'stop':
      return deployment.stop();
    case 'scale': {
      // e.g. `tsx scripts/distributed.ts scale attempts 1` (bench:attempts compares one and two replicas)
      const [service, count] = process.argv.slice(3);
      if (!SERVICE_NAMES.includes(service as ServiceName) || !(Number(count) >= 0)) {
        log(`usage: tsx scripts/distributed.ts scale <${SERVICE_NAMES.join('|')}> <replicas>`);
        process.exitCode = 2;
        return;
      }
      return deployment.scale(service as ServiceName, Number(count));
    }
    case 'status':
      process.exitCode = (await printStatus(deployment)) ? 0 : 3;
      return;
    default:
      log('usage: tsx scripts/distributed.ts start | stop | status | scale <service> <replicas>');
      process.exitCode = 2;
  }
}

main().catch((e: unknown) => {
  log(`ERROR ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
