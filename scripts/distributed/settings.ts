/**
 * Where the distributed mode runs: its own ports and data folder, so it runs beside the shared Kafka and
 * FerretDB of `npm run infra` (9092/9093, 27017/27018) and beside the embedded platform.
 */
import { join, resolve } from 'node:path';
import { SERVICES, type ServiceName } from './topology';

export interface DistributedSettings {
  repoRoot: string;
  /** Pid files, logs, generated nginx config, secrets, media, and the servers' data. */
  dataDir: string;
  kafkaPort: number;
  kafkaControllerPort: number;
  mongoPort: number;
  pgPort: number;
  /** The first replica's port; the others follow in topology order (identity-1, identity-2, catalog-1...). */
  firstServicePort: number;
  edgePort: number;
  /** Added to every service process's environment (a test's rate limit, say). */
  serviceEnv: Record<string, string>;
}

export interface Replica {
  /** e.g. `attempts-2` */
  name: string;
  service: ServiceName;
  port: number;
  url: string;
}

export function settingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot = process.cwd(),
): DistributedSettings {
  const kafkaPort = Number(env.DIST_KAFKA_PORT ?? 19092);
  const mongoPort = Number(env.DIST_MONGO_PORT ?? 28017);
  return {
    repoRoot,
    dataDir: resolve(repoRoot, env.DIST_DATA_DIR ?? join('.data', 'distributed')),
    kafkaPort,
    kafkaControllerPort: Number(env.DIST_KAFKA_CONTROLLER_PORT ?? kafkaPort + 1),
    mongoPort,
    pgPort: Number(env.DIST_PG_PORT ?? mongoPort + 1),
    firstServicePort: Number(env.DIST_SERVICE_PORT ?? 3201),
    edgePort: Number(env.DIST_EDGE_PORT ?? 8480),
    serviceEnv: {},
  };
}

/** Every service process of the topology, with its port. */
export function replicasOf(settings: DistributedSettings): Replica[] {
  let port = settings.firstServicePort;
  return SERVICES.flatMap((s) =>
    Array.from({ length: s.replicas }, (_, i) => {
      const replicaPort = port++;
      return {
        name: `${s.name}-${i + 1}`,
        service: s.name,
        port: replicaPort,
        url: `http://127.0.0.1:${replicaPort}`,
      };
    }),
  );
}
