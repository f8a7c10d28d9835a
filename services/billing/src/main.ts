import 'reflect-metadata';
import { loadConfig, runHttpService } from '@exam/common';
import { BillingAppModule } from './billing-app.module';

/** The billing service alone (distributed mode): needs MONGO_URL and KAFKA_BROKERS. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.MONGO_URL || !config.KAFKA_BROKERS)
    throw new Error('A service running alone needs MONGO_URL and KAFKA_BROKERS');
  await runHttpService(BillingAppModule.forRoot(config), config, 'Billing service');
  process.stdout.write(`billing service listening on :${config.PORT}\n`);
}

main().catch((e: Error) => {
  process.stderr.write(`billing service failed to start: ${e.message}\n`);
  process.exit(1);
});
