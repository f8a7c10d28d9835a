import 'reflect-metadata';
import { loadConfig, runHttpService } from '@exam/common';
import { CatalogAppModule } from './catalog-app.module';
import { mountDemoPages } from './quizzes/demo-page/serve-demo-pages';

/** The catalog service alone (distributed mode): needs MONGO_URL and KAFKA_BROKERS. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.MONGO_URL || !config.KAFKA_BROKERS)
    throw new Error('A service running alone needs MONGO_URL and KAFKA_BROKERS');
  await runHttpService(CatalogAppModule.forRoot(config), config, 'Catalog service', (app) =>
    mountDemoPages(app, config),
  );
  process.stdout.write(`catalog service listening on :${config.PORT}\n`);
}

main().catch((e: Error) => {
  process.stderr.write(`catalog service failed to start: ${e.message}\n`);
  process.exit(1);
});
