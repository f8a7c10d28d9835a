import 'reflect-metadata';
import { ConfigError, loadConfig, runHttpService } from '@exam/common';
import { startEmbeddedDatabase } from './embedded-database';
import { mountCommandCensus } from './command-census.route';
import { acquireInstanceLock, InstanceLockedError } from './instance-lock';
import { PLATFORM_TITLE, PlatformModule } from './platform.module';
import { drawDemoPage } from './web-apps/draw-demo-page';
import { mountWebApps } from './web-apps/serve-web-apps';

/** `npm start`: the whole platform in one process, with nothing to set up. */
async function main(): Promise<void> {
  let config = loadConfig();
  let database = `MongoDB at ${config.MONGO_URL}`;
  let stopDatabase = async () => {};
  let releaseLock = () => {};
  if (!config.MONGO_URL) {
    releaseLock = acquireInstanceLock(config.dataDir, config.PORT);
    process.once('exit', () => releaseLock());
    const embedded = await startEmbeddedDatabase(config.repoRoot, config.dataDir);
    config = { ...config, MONGO_URL: embedded.url };
    database = `embedded FerretDB (SQLite, data in ${embedded.dataDir}) at ${embedded.url}`;
    stopDatabase = embedded.stop;
  }
  const bus = config.KAFKA_BROKERS ? `Kafka at ${config.KAFKA_BROKERS}` : 'in-process event bus';
  let webApps: string[] = [];
  const app = await runHttpService(PlatformModule.forRoot(config), config, PLATFORM_TITLE, (a) => {
    if (config.DB_COMMAND_CENSUS) mountCommandCensus(a);
    webApps = mountWebApps(a, config, drawDemoPage(a));
  });
  const shutdown = async () => {
    await app.close();
    await stopDatabase();
    releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  process.stdout.write(
    [
      `Platform ready on http://localhost:${config.PORT}`,
      `  database: ${database}`,
      `  bus:      ${bus}`,
      `  API docs: http://localhost:${config.PORT}/api/docs`,
      webApps.length
        ? `  web apps: ${webApps.map((base) => `http://localhost:${config.PORT}${base}`).join(', ')}`
        : '  web apps: not built (npm start builds them)',
      '',
    ].join('\n'),
  );
}

main().catch((e: Error) => {
  const clear = e instanceof ConfigError || e instanceof InstanceLockedError;
  process.stderr.write(`${clear ? e.message : (e.stack ?? e.message)}\n`);
  process.exit(1);
});
