/**
 * `npm run status:distributed`: each process's health, and from each service's own /metrics its consumer
 * groups' lag, its change-log backlog, its event-loop lag and memory.
 */
import type { DistributedDeployment } from './deployment';
import { scrape, sum, type Samples } from './metrics-text';

export async function printStatus(deployment: DistributedDeployment): Promise<boolean> {
  let allUp = true;
  for (const s of await deployment.infra.status()) {
    allUp &&= s.pid !== undefined && s.answering;
    console.log(
      `${s.name.padEnd(11)} ${s.pid !== undefined ? `pid ${s.pid}` : 'not running'}, ` +
        `${s.answering ? 'answering' : 'not answering'} on 127.0.0.1:${s.port}`,
    );
  }
  const pids = deployment.pids();
  for (const r of deployment.replicas) {
    const health = await fetch(`${r.url}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
      (res) => (res.status === 200 ? 'healthy' : `health ${res.status}`),
      () => 'not answering',
    );
    allUp &&= health === 'healthy';
    const metrics = await scrape(r.url).catch(() => undefined);
    console.log(
      `${r.name.padEnd(11)} ${pids[r.name] !== undefined ? `pid ${pids[r.name]}` : 'not running'}, ${health} on ${r.url}` +
        (metrics ? `\n${describe(metrics)}` : ''),
    );
  }
  const edge = await fetch(`${deployment.edgeUrl}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
    (res) => res.status === 200,
    () => false,
  );
  allUp &&= edge;
  console.log(
    `${'edge'.padEnd(11)} ${pids.edge !== undefined ? `pid ${pids.edge}` : 'not running'}, ` +
      `${edge ? 'answering' : 'not answering'} on ${deployment.edgeUrl}`,
  );
  return allUp;
}

function describe(m: Samples): string {
  const mib = (sum(m, 'process_resident_memory_bytes') / 2 ** 20).toFixed(0);
  const loopMs = (sum(m, 'nodejs_eventloop_lag_p99_seconds') * 1000).toFixed(1);
  const logs = m
    .filter((s) => s.name === 'changelog_backlog_entries')
    .map((s) => {
      const age = sum(m, 'changelog_oldest_entry_age_seconds', { log: s.labels.log });
      return `${s.labels.log} ${s.value} (oldest ${age.toFixed(1)} s)`;
    });
  const groups = new Map<string, number>();
  for (const s of m.filter((x) => x.name === 'kafka_consumer_group_lag'))
    groups.set(s.labels.group, (groups.get(s.labels.group) ?? 0) + s.value);
  return [
    `    memory ${mib} MiB, event-loop lag p99 ${loopMs} ms`,
    `    change-log backlog: ${logs.join(', ') || 'none'}`,
    `    consumer-group lag: ${[...groups].map(([g, lag]) => `${g} ${lag}`).join(', ') || 'none'}`,
  ].join('\n');
}
