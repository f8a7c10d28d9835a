import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { devInfraPaths, silentLog, type LogLine } from './dev-infra-paths';
import { runCommand } from './run-command';
import { sourceStamp, stampMatches, writeStamp } from './source-stamp';

/**
 * Downloads the Kafka broker's jars (deploy/local/kafka/pom.xml) from Maven Central into
 * .cache/kafka/libs once, and returns that directory (use `<dir>/*` as the classpath).
 * Maven's local repository is .cache/m2 so CI caches it along with everything else.
 */
export function ensureKafkaJars(opts: { repoRoot: string; log?: LogLine }): Promise<string> {
  // One download per repo at a time within this process.
  const root = devInfraPaths(opts.repoRoot).repoRoot;
  const inFlight =
    fetches.get(root) ?? fetchJars(root, opts.log ?? silentLog).finally(() => fetches.delete(root));
  fetches.set(root, inFlight);
  return inFlight;
}

const fetches = new Map<string, Promise<string>>();

async function fetchJars(repoRoot: string, log: LogLine): Promise<string> {
  const paths = devInfraPaths(repoRoot);
  const pom = join(paths.kafkaDeployDir, 'pom.xml');
  const stamp = sourceStamp([pom]);
  const stampFile = `${paths.kafkaLibsDir}.stamp`;
  if (existsSync(paths.kafkaLibsDir) && stampMatches(stampFile, stamp)) return paths.kafkaLibsDir;

  const started = Date.now();
  log('Kafka: downloading broker jars from Maven Central (first time: ~30s, then cached in .cache/)');
  mkdirSync(dirname(paths.kafkaLibsDir), { recursive: true });
  // Fill a temp dir and swap it in, so a concurrent broker start never sees a half-filled classpath.
  const tmp = `${paths.kafkaLibsDir}.tmp-${process.pid}`;
  const old = `${paths.kafkaLibsDir}.old-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  try {
    await runCommand(
      'mvn',
      [
        '-q',
        '-B',
        '-Dstyle.color=never',
        '-f',
        pom,
        `-Dmaven.repo.local=${paths.mavenRepo}`,
        'dependency:copy-dependencies',
        `-DoutputDirectory=${tmp}`,
      ],
      {
        cwd: paths.kafkaDeployDir,
        log,
        label: 'Kafka: fetching jars',
        missingToolHint: 'install Maven 3.6+ and Java 17+',
      },
    );
    if (existsSync(paths.kafkaLibsDir)) renameSync(paths.kafkaLibsDir, old);
    try {
      renameSync(tmp, paths.kafkaLibsDir);
    } catch (e) {
      // Another process swapped in the same jars a moment ago: use those.
      if (!existsSync(paths.kafkaLibsDir)) throw e;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
  writeStamp(stampFile, stamp);
  log(`Kafka: jars ready in ${paths.kafkaLibsDir} (${Math.round((Date.now() - started) / 1000)}s)`);
  return paths.kafkaLibsDir;
}
