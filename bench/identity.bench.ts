// npm run bench:identity: login throughput and latency at 50 connections (autocannon) against the
// embedded platform as `npm start` runs it, and that process's peak RSS. Prints figures; asserts nothing.
import autocannon from 'autocannon';
import { availableParallelism } from 'node:os';
import { hashPassword, OWASP_ARGON2ID, verifyPassword } from '../services/identity/src/users/password-hasher';
import { verifiedLearner } from './support/learners';
import { startPlatform } from './support/platform-process';

const USERS = 50;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);

async function main(): Promise<void> {
  const platform = await startPlatform();
  try {
    console.log(
      `platform pid ${platform.pid} at ${platform.base} (${process.env.KAFKA_BROKERS ? 'Kafka' : 'in-process bus'}, ${process.env.MONGO_URL ? 'MONGO_URL' : 'embedded FerretDB'})`,
    );
    const users: Array<{ email: string; password: string }> = [];
    for (let i = 0; i < USERS; i++) users.push(await verifiedLearner(platform.base, 'identity', i));
    console.log(
      `registered and verified ${USERS} users; rss peak so far ${platform.peakRssMiB().toFixed(0)} MiB`,
    );

    // The ceiling: argon2id checks one after another on one core of this process, before the load starts.
    const hash = await hashPassword('Secret@123');
    const CHECKS = 20;
    const checkStarted = performance.now();
    for (let i = 0; i < CHECKS; i++) await verifyPassword(hash, 'Secret@123');
    const checksPerSecond = CHECKS / ((performance.now() - checkStarted) / 1000);

    let n = 0;
    const result = await autocannon({
      url: `${platform.base}/api/users/login`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => {
            const u = users[n++ % users.length];
            // forceLogin: every login evicts the previous one, like users switching browsers.
            return { ...req, body: JSON.stringify({ ...u, uniqueBrowserId: `b${n}`, forceLogin: true }) };
          },
        },
      ],
    });
    const ok = result['2xx'];
    const cores = availableParallelism();
    const { memoryCost, timeCost, parallelism } = OWASP_ARGON2ID;
    console.log(
      `\nlogin, ${CONNECTIONS} connections, argon2id password check (m=${memoryCost / 1024} MiB, t=${timeCost}, p=${parallelism})`,
    );
    console.log(
      `  requests: ${result.requests.total} (2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
    // Successful logins only, per second of the run; argon2id bounds them, so per core is the figure to compare.
    const loginsPerSecond = ok / (result.duration || DURATION_S);
    console.log(`  throughput: ${loginsPerSecond.toFixed(1)} logins/s (2xx, mean over ${DURATION_S}s)`);
    console.log(
      `  per core: ${(loginsPerSecond / cores).toFixed(1)} logins/s per core (os.availableParallelism() = ${cores})`,
    );
    console.log(
      `  argon2id alone: ${checksPerSecond.toFixed(1)} checks/s one after another on one thread before the run; logins/s per core is ${((loginsPerSecond / cores / checksPerSecond) * 100).toFixed(0)}% of it`,
    );
    console.log(
      `  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`  embedded process peak RSS (VmHWM): ${platform.peakRssMiB().toFixed(0)} MiB`);
  } finally {
    await platform.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
