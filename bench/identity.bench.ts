// npm run bench:identity: login throughput and latency at 50 connections (autocannon) against the
// embedded platform as `npm start` runs it, and that process's peak RSS. Prints figures; asserts nothing.
import autocannon from 'autocannon';
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
    console.log('\nlogin, 50 connections, argon2id password check');
    console.log(
      `  requests: ${result.requests.total} (2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
    console.log(`  throughput: ${result.requests.average.toFixed(1)} logins/s (mean over ${DURATION_S}s)`);
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
