/**
 * The distributed mode with processes: Kafka, PostgreSQL with FerretDB on it (libs/dev-infra's LocalInfra,
 * as `INFRA_DB=postgres npm run infra` runs them, on their own ports), every replica of the topology, and
 * the nginx edge. Used by `npm run start:distributed` / `stop:distributed` / `status:distributed`, by the
 * distributed test (which also kills, drains and restarts replicas) and by bench:attempts.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LocalInfra } from '../../libs/dev-infra/src';
import { loadConfig } from '../../libs/common/src/config/load-config';
import { configSchema } from '../../libs/common/src/config/config.schema';
import { buildForDistributed } from './build-services';
import { edgePid, edgeUrl, reloadEdge, startEdge, stopEdge, writeEdgeConfig } from './edge-process';
import { replicaEnv, replicaPid, startReplica, stopReplica } from './service-processes';
import { replicasOf, type DistributedSettings, type Replica } from './settings';
import type { ServiceName } from './topology';

export class DistributedDeployment {
  readonly infra: LocalInfra;
  readonly replicas: Replica[];
  readonly edgeUrl: string;
  /** Replicas taken out of the edge, kept in the data folder so another command sees them. */
  private readonly drained: Set<string>;

  constructor(
    readonly settings: DistributedSettings,
    private readonly log: (line: string) => void = (l) => void process.stderr.write(`${l}\n`),
  ) {
    this.infra = new LocalInfra({
      repoRoot: settings.repoRoot,
      stateDir: join(settings.dataDir, 'run', 'infra'),
      dataDir: join(settings.dataDir, 'servers'),
      kafkaPort: settings.kafkaPort,
      kafkaControllerPort: settings.kafkaControllerPort,
      mongoPort: settings.mongoPort,
      db: 'postgres',
      pgPort: settings.pgPort,
      // Eight services share the machine with it: the broker stays small.
      kafkaHeap: '384m',
      log: this.log,
    });
    this.replicas = replicasOf(settings);
    this.edgeUrl = edgeUrl(settings);
    this.drained = new Set(
      existsSync(this.drainedFile) ? JSON.parse(readFileSync(this.drainedFile, 'utf8')) : [],
    );
  }

  private get drainedFile(): string {
    return join(this.settings.dataDir, 'run', 'drained.json');
  }

  private get envFile(): string {
    return join(this.settings.dataDir, 'run', 'service-env.json');
  }

  replica(name: string): Replica {
    const found = this.replicas.find((r) => r.name === name);
    if (!found) throw new Error(`No replica ${name}: ${this.replicas.map((r) => r.name).join(', ')}`);
    return found;
  }

  replicasOf(service: ServiceName): Replica[] {
    return this.replicas.filter((r) => r.service === service);
  }

  /** Builds (unless up to date), starts what is not running, and prints where everything is. */
  async start({ build = true }: { build?: boolean } = {}): Promise<void> {
    if (build) await buildForDistributed(this.settings.repoRoot, this.log);
    // PostgreSQL and nginx's workers run as `nobody` when this runs as root: they must pass through it.
    mkdirSync(this.settings.dataDir, { recursive: true });
    chmodSync(this.settings.dataDir, 0o755);
    await this.infra.start();
    // The secrets every replica shares, generated once into the data folder as the embedded mode does.
    if (process.env.NODE_ENV !== 'production')
      loadConfig({ ...process.env, DATA_DIR: this.settings.dataDir }, this.settings.repoRoot);
    // The platform's settings of this environment (RATE_LIMIT_AUTH_PER_MINUTE=..., say) and the caller's.
    const configured = Object.keys(configSchema.shape).filter((k) => process.env[k] !== undefined);
    writeJson(this.envFile, {
      ...Object.fromEntries(configured.map((k) => [k, process.env[k]])),
      ...this.settings.serviceEnv,
    });
    await Promise.all(this.replicas.map((r) => this.startReplica(r.name)));
    this.drained.clear();
    writeJson(this.drainedFile, []);
    writeEdgeConfig(this.settings, this.replicas, []);
    const pid = await startEdge(this.settings);
    this.log(
      `edge        pid ${String(pid).padEnd(7)} ${this.edgeUrl}  (learner app /, admin console /admin)`,
    );
    this.log(`logs: ${join(this.settings.dataDir, 'logs')}`);
  }

  async startReplica(name: string): Promise<number> {
    const r = this.replica(name);
    // The settings recorded at start: a replica started again later (by a test) runs as the others do.
    const recorded = existsSync(this.envFile)
      ? (JSON.parse(readFileSync(this.envFile, 'utf8')) as Record<string, string>)
      : this.settings.serviceEnv;
    return startReplica(this.settings, r, replicaEnv(this.settings, r, this.infra.env, recorded), this.log);
  }

  /** SIGTERM, or SIGKILL with `kill`: the edge still lists it and routes around it when it refuses. */
  async stopReplica(name: string, { kill = false }: { kill?: boolean } = {}): Promise<void> {
    await stopReplica(this.settings, this.replica(name), kill);
  }

  /** Takes the replica out of the edge (nginx reload): new requests go to the others. */
  async drain(name: string): Promise<void> {
    this.drained.add(this.replica(name).name);
    await this.reconfigureEdge();
  }

  async undrain(name: string): Promise<void> {
    this.drained.delete(name);
    await this.reconfigureEdge();
  }

  private async reconfigureEdge(): Promise<void> {
    writeJson(this.drainedFile, [...this.drained]);
    writeEdgeConfig(this.settings, this.replicas, [...this.drained]);
    await reloadEdge(this.settings);
  }

  /** Runs `count` replicas of the service: the ones past it drained and stopped, the others started. */
  async scale(service: ServiceName, count: number): Promise<void> {
    for (const [i, r] of this.replicasOf(service).entries()) {
      if (i < count) {
        await this.startReplica(r.name);
        if (this.drained.has(r.name)) await this.undrain(r.name);
      } else {
        await this.drain(r.name);
        await this.stopReplica(r.name);
      }
    }
  }

  /** One replica at a time: out of the edge, stopped cleanly, started, healthy, back in the edge. */
  async rollingRestart(services: readonly ServiceName[]): Promise<void> {
    for (const service of services)
      for (const r of this.replicasOf(service)) {
        await this.drain(r.name);
        await this.stopReplica(r.name);
        await this.startReplica(r.name);
        await this.undrain(r.name);
      }
  }

  pids(): Record<string, number | undefined> {
    return {
      ...this.infra.pids(),
      ...Object.fromEntries(this.replicas.map((r) => [r.name, replicaPid(this.settings, r)])),
      edge: edgePid(this.settings),
    };
  }

  /** Stops exactly what it started: the edge, the replicas, then the broker and the database. */
  async stop(): Promise<void> {
    await stopEdge(this.settings);
    await Promise.all(this.replicas.map((r) => stopReplica(this.settings, r)));
    await this.infra.stop();
  }
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}
