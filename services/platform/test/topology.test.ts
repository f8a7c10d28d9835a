// The distributed mode's topology is written once (scripts/distributed/topology.ts): docker-compose.yml and
// deploy/nginx/edge.conf are rendered from it (`npm run topology:write`), as are the local edge and process
// list of `npm run start:distributed`. This fails as soon as a committed file differs from its rendering.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMPOSE_EDGE_FILE,
  COMPOSE_FILE,
  renderCompose,
  renderComposeEdge,
} from '../../../scripts/distributed/render-compose';
import { renderNginxMain } from '../../../scripts/distributed/nginx-main';
import { renderEdge } from '../../../scripts/distributed/render-nginx';
import { replicasOf, settingsFromEnv } from '../../../scripts/distributed/settings';
import { ownerOf, SERVICES } from '../../../scripts/distributed/topology';
import { LONGEST_DEFAULT_APPLY_WAIT_MS } from '../../../libs/messaging/src/change-log/change-log-options';

const root = join(__dirname, '..', '..', '..');

describe('the distributed topology, described once', () => {
  it('renders the committed docker-compose.yml and edge.conf (run npm run topology:write after a change)', () => {
    expect(readFileSync(join(root, COMPOSE_FILE), 'utf8')).toBe(renderCompose());
    expect(readFileSync(join(root, COMPOSE_EDGE_FILE), 'utf8')).toBe(renderComposeEdge());
  });

  it('gives every service its replicas in both forms: compose replicas, local processes and edge upstreams', () => {
    const compose = renderCompose();
    const replicas = replicasOf(settingsFromEnv({}, root));
    for (const s of SERVICES) {
      expect(compose).toContain(`args: { SERVICE: ${s.name} } }\n    deploy: { replicas: ${s.replicas} }`);
      expect(replicas.filter((r) => r.service === s.name)).toHaveLength(s.replicas);
    }
    expect(new Set(replicas.map((r) => r.port)).size).toBe(replicas.length);
  });

  it('sends the longest matching prefix to its owner, as nginx does', () => {
    expect(ownerOf('/api/users/completequiz')).toBe('attempts');
    expect(ownerOf('/api/users/percentile/Polity/64a0')).toBe('attempts');
    expect(ownerOf('/api/users/login')).toBe('identity');
    expect(ownerOf('/api/admin/plans')).toBe('billing');
    expect(ownerOf('/api/admin/quizzes')).toBe('catalog');
    expect(ownerOf('/api/nothing')).toBeUndefined();
  });

  it("outwaits the change log's longest wait at the edge, so a slow command answers its own 503, not a 504", () => {
    const edge = readFileSync(join(root, 'deploy', 'nginx', 'edge.conf'), 'utf8');
    const readTimeout = /proxy_read_timeout (\d+)s;/.exec(edge);
    expect(Number(readTimeout?.[1]) * 1000).toBeGreaterThan(LONGEST_DEFAULT_APPLY_WAIT_MS);
  });

  const nginx = '/usr/sbin/nginx';
  (existsSync(nginx) ? it : it.skip)('renders a local edge that nginx accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-conf-'));
    mkdirSync(join(dir, 'tmp'));
    const edge = renderEdge({
      listen: '127.0.0.1:65080',
      upstreams: () => ['127.0.0.1:65081', '127.0.0.1:65082 down'],
      learnerRoot: dir,
      adminParent: dir,
      learnerRoutes: [{ path: '/' }, { path: '/demo/:id' }, { path: '/Dashboard', caseSensitive: true }],
      production: false,
    });
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, renderNginxMain({ dir, logsDir: dir, edge }));
    expect(() =>
      execFileSync(nginx, ['-t', '-q', '-c', conf, '-e', join(dir, 'error.log')], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
