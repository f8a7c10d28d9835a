/**
 * The nginx edge as a detached process: Debian's nginx, unprivileged on a high port, its configuration
 * rendered into the data folder from the topology. A replica can be taken out of the edge (drained) and
 * put back with a graceful reload, for a rolling restart that no request notices.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  pidMatches,
  portInUse,
  readPidFile,
  spawnDetached,
  stopPid,
  waitUntil,
} from '../../libs/dev-infra/src';
import { renderNginxMain } from './nginx-main';
import { renderEdge } from './render-nginx';
import { logsDir, runDir } from './service-processes';
import type { DistributedSettings, Replica } from './settings';

export const NGINX = process.env.DIST_NGINX ?? '/usr/sbin/nginx';

const edgeDir = (s: DistributedSettings) => join(s.dataDir, 'edge');
const confFile = (s: DistributedSettings) => join(edgeDir(s), 'nginx.conf');
const pidFile = (s: DistributedSettings) => join(runDir(s), 'edge.pid');

export const edgeUrl = (s: DistributedSettings) => `http://127.0.0.1:${s.edgePort}`;

export function edgePid(s: DistributedSettings): number | undefined {
  const pid = readPidFile(pidFile(s));
  return pid !== undefined && pidMatches(pid, confFile(s)) ? pid : undefined;
}

/** Renders the configuration: every replica upstream except the drained ones (marked `down`). */
export function writeEdgeConfig(s: DistributedSettings, replicas: Replica[], drained: string[] = []): void {
  const dir = edgeDir(s);
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  mkdirSync(logsDir(s), { recursive: true });
  // nginx maps /admin/... under a root folder: the console's dist/ appears there as `admin`.
  const www = join(dir, 'www');
  mkdirSync(www, { recursive: true });
  if (!existsSync(join(www, 'admin'))) symlinkSync(join(s.repoRoot, 'web-admin', 'dist'), join(www, 'admin'));
  const routesFile = join(s.repoRoot, 'web-learner', 'dist', 'routes.json');
  const edge = renderEdge({
    listen: `127.0.0.1:${s.edgePort}`,
    upstreams: (service) =>
      replicas
        .filter((r) => r.service === service)
        .map((r) => `127.0.0.1:${r.port}${drained.includes(r.name) ? ' down' : ''}`),
    learnerRoot: join(s.repoRoot, 'web-learner', 'dist'),
    adminParent: www,
    ...(existsSync(routesFile) ? { learnerRoutes: JSON.parse(readFileSync(routesFile, 'utf8')) } : {}),
    production: process.env.NODE_ENV === 'production',
  });
  writeFileSync(confFile(s), renderNginxMain({ dir, logsDir: logsDir(s), edge }));
  execFileSync(NGINX, ['-t', '-q', '-c', confFile(s), '-e', join(logsDir(s), 'edge-error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

export async function startEdge(s: DistributedSettings): Promise<number> {
  let pid = edgePid(s);
  if (pid === undefined) {
    if (await portInUse(s.edgePort))
      throw new Error(`edge: port ${s.edgePort} is taken by a process this script did not start`);
    mkdirSync(runDir(s), { recursive: true });
    pid = spawnDetached(
      {
        name: 'edge',
        command: NGINX,
        args: ['-c', confFile(s), '-e', join(logsDir(s), 'edge-error.log')],
        cwd: edgeDir(s),
        cmdlineMarker: confFile(s),
      },
      join(logsDir(s), 'edge.log'),
    );
    writeFileSync(pidFile(s), `${pid}\n`);
  }
  await waitUntil(
    async () => {
      const res = await fetch(`${edgeUrl(s)}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status !== 200) throw new Error(`health ${res.status}`);
    },
    { what: 'the nginx edge', timeoutMs: 20_000, intervalMs: 200 },
  );
  return pid;
}

/** Takes the new configuration: nginx starts new workers and lets the old ones finish their requests. */
export async function reloadEdge(s: DistributedSettings): Promise<void> {
  const pid = edgePid(s);
  if (pid === undefined) throw new Error('the edge is not running');
  process.kill(pid, 'SIGHUP');
  // The old workers finish what they carry; new requests go by the new configuration at once.
  await new Promise((r) => setTimeout(r, 300));
}

export async function stopEdge(s: DistributedSettings): Promise<void> {
  const pid = edgePid(s);
  // SIGQUIT: a graceful shutdown (nginx's SIGTERM is a fast one).
  if (pid !== undefined) {
    process.kill(pid, 'SIGQUIT');
    await stopPid(pid, 10_000);
  }
  rmSync(pidFile(s), { force: true });
}
