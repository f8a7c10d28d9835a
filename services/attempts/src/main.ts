import 'reflect-metadata';
import { loadConfig, runHttpService } from '@exam/common';
import { AttemptsAppModule } from './attempts-app.module';

/** The attempts service alone (distributed mode): needs MONGO_URL and KAFKA_BROKERS. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.MONGO_URL || !config.KAFKA_BROKERS)
    throw new Error('A service running alone needs MONGO_URL and KAFKA_BROKERS');
  await runHttpService(AttemptsAppModule.forRoot(config), config, 'Attempts service');
  process.stdout.write(`attempts service listening on :${config.PORT}\n`);
}

main().catch((e: Error) => {
  process.stderr.write(`attempts service failed to start: ${e.message}\n`);
  process.exit(1);
});
