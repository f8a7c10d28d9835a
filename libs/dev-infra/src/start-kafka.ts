import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kafka, logLevel } from 'kafkajs';
import { spawnAttached, type LaunchSpec } from './child-process';
import { devInfraPaths, resolveDataDir, silentLog, type LogLine } from './dev-infra-paths';
import { ensureKafkaJars } from './ensure-kafka-jars';
import { getFreePort } from './free-port';
import { runCommand } from './run-command';
import { waitUntil } from './wait-until';

/** Fixed KRaft cluster id (made with `kafka-storage random-uuid`): one dev node, nothing to tell apart. */
export const DEV_KAFKA_CLUSTER_ID = 'wBYNpcOZRV6Ka3nXp0B0cg';

export interface KafkaOptions {
  repoRoot: string;
  /** Broker data (KRaft metadata + topic logs) and the rendered server.properties; relative to repoRoot. */
  dataDir: string;
  /** Omit for free ports. */
  port?: number;
  controllerPort?: number;
  log?: LogLine;
  /** Where log4j writes server.log (WARN and up); default `<dataDir>/logs`. */
  logsDir?: string;
  /** JVM max heap; the 2-core CI machines want the broker small. */
  maxHeap?: string;
  readyTimeoutMs?: number;
}

export interface RunningKafka {
  brokers: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Fetches the jars, renders server.properties from deploy/local/kafka, formats the KRaft storage on
 * first use, and returns the broker's command line.
 */
export async function prepareKafka(
  opts: KafkaOptions & { port: number; controllerPort: number; exitWithParent: boolean },
): Promise<LaunchSpec> {
  const log = opts.log ?? silentLog;
  const paths = devInfraPaths(opts.repoRoot);
  const libs = await ensureKafkaJars({ repoRoot: paths.repoRoot, log });
  const dataDir = resolveDataDir(paths.repoRoot, opts.dataDir);
  const kraftDir = join(dataDir, 'kraft');
  const logsDir = resolveDataDir(paths.repoRoot, opts.logsDir ?? join(dataDir, 'logs'));
  mkdirSync(kraftDir, { recursive: true });
  mkdirSync(logsDir, { recursive: true });

  const properties = join(dataDir, 'server.properties');
  const template = readFileSync(join(paths.kafkaDeployDir, 'server.properties'), 'utf8');
  writeFileSync(
    properties,
    template
      .replaceAll('{{KAFKA_PORT}}', String(opts.port))
      .replaceAll('{{CONTROLLER_PORT}}', String(opts.controllerPort))
      .replaceAll('{{LOG_DIR}}', kraftDir),
  );

  const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
  const jvm = [
    '-Xms128m',
    `-Xmx${opts.maxHeap ?? '512m'}`,
    '-XX:+UseG1GC',
    '-XX:MaxGCPauseMillis=20',
    '-XX:+ExitOnOutOfMemoryError',
    '-Djava.awt.headless=true',
    `-Dkafka.logs.dir=${logsDir}`,
    `-Dlog4j.configuration=${pathToFileURL(join(paths.kafkaDeployDir, 'log4j.properties')).href}`,
    '-cp',
    `${libs}/*`,
  ];

  if (!existsSync(join(kraftDir, 'meta.properties'))) {
    await runCommand(
      java,
      [
        ...jvm,
        'kafka.tools.StorageTool',
        'format',
        '-t',
        DEV_KAFKA_CLUSTER_ID,
        '-c',
        properties,
        '--ignore-formatted',
      ],
      { cwd: dataDir, log, label: 'Kafka: formatting storage', missingToolHint: 'install Java 17+' },
    );
  }

  const broker = [...jvm, 'kafka.Kafka', properties];
  // setpriv --pdeathsig makes the kernel SIGTERM the broker if its parent dies, even by SIGKILL.
  return opts.exitWithParent && hasSetpriv()
    ? {
        name: 'kafka',
        command: 'setpriv',
        args: ['--pdeathsig', 'TERM', java, ...broker],
        cwd: dataDir,
        cmdlineMarker: 'kafka.Kafka',
      }
    : { name: 'kafka', command: java, args: broker, cwd: dataDir, cmdlineMarker: 'kafka.Kafka' };
}

/** Connects a kafkajs admin and lists topics/describes the cluster; rejects if the broker is not usable yet. */
export async function probeKafka(brokers: string): Promise<void> {
  const kafka = new Kafka({
    clientId: 'dev-infra-probe',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1_000,
    requestTimeout: 3_000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    await admin.describeCluster();
    await admin.listTopics();
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

export function waitForKafka(
  brokers: string,
  opts: { timeoutMs?: number; abort?: () => Error | undefined } = {},
): Promise<void> {
  return waitUntil(() => probeKafka(brokers), {
    what: `Kafka at ${brokers}`,
    timeoutMs: opts.timeoutMs ?? 120_000,
    intervalMs: 500,
    abort: opts.abort,
  });
}

/**
 * Starts a single-node KRaft Kafka broker as a child of this process and waits until kafkajs can
 * use it. The broker dies with us (exit hook; parent-death signal where `setpriv` exists).
 */
export async function startKafka(opts: KafkaOptions): Promise<RunningKafka> {
  const log = opts.log ?? silentLog;
  const port = opts.port ?? (await getFreePort());
  const controllerPort = opts.controllerPort ?? (await getFreePort());
  const spec = await prepareKafka({ ...opts, port, controllerPort, exitWithParent: true });
  const started = Date.now();
  const proc = spawnAttached(spec, { log });
  const brokers = `127.0.0.1:${port}`;
  try {
    await waitForKafka(brokers, { timeoutMs: opts.readyTimeoutMs, abort: proc.exitError });
  } catch (e) {
    await proc.stop(10_000);
    throw e;
  }
  log(`Kafka ready at ${brokers} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { brokers, port, stop: () => proc.stop(30_000) };
}

let setprivAvailable: boolean | undefined;
function hasSetpriv(): boolean {
  setprivAvailable ??= spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0;
  return setprivAvailable;
}
