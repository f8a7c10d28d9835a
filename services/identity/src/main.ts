import 'reflect-metadata';
import { loadConfig, runHttpService } from '@exam/common';
import { IdentityAppModule } from './identity-app.module';

/** The identity service alone (distributed mode): needs MONGO_URL and KAFKA_BROKERS. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.MONGO_URL || !config.KAFKA_BROKERS)
    throw new Error('A service running alone needs MONGO_URL and KAFKA_BROKERS');
  await runHttpService(IdentityAppModule.forRoot(config), config, 'Identity service');
  process.stdout.write(`identity service listening on :${config.PORT}\n`);
}

main().catch((e: Error) => {
  process.stderr.write(`identity service failed to start: ${e.message}\n`);
  process.exit(1);
});
