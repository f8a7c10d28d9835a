/**
 * The nginx edge of the distributed mode, rendered from the topology: each API prefix to its owning service
 * with every replica upstream, /metrics refused, the two web apps served as the embedded platform serves
 * them (the same security headers and Content-Security-Policy, hashed assets cached for a year, documents
 * never cached, a real 404 for a learner route the app does not know).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders } from '../../libs/common/src/http/security-headers';
import { LONGEST_DEFAULT_APPLY_WAIT_MS } from '../../libs/messaging/src/change-log/change-log-options';
import {
  inlineScriptHashes,
  PRERENDERED_PATTERNS,
} from '../../services/platform/src/web-apps/prerendered-pages';
import { APP_LOADER } from '../../web-learner/src/prerender/app-loader';
import { PAYMENT_ROUTES, webAppPolicy } from '../../services/platform/src/web-apps/web-app-policy';
import { EDGE_REFUSED, SERVICES, type ServiceName } from './topology';

export interface EdgeOptions {
  /** What nginx listens on, e.g. `127.0.0.1:8480` or `80`. */
  listen: string;
  /** Each service's upstream servers, e.g. ['127.0.0.1:3201', '127.0.0.1:3202'] or ['identity:3000']. */
  upstreams: (service: ServiceName) => string[];
  /** The folder holding the learner app's files. */
  learnerRoot: string;
  /** The folder holding `admin/`, the admin console's files. */
  adminParent: string;
  /** The learner app's routes (its dist/routes.json); without them every path gets the app with a 200. */
  learnerRoutes?: ReadonlyArray<{ path: string; caseSensitive?: boolean }>;
  production: boolean;
}

/** The http-context part: upstreams, maps and the server (an nginx `conf.d` file). */
export function renderEdge(o: EdgeOptions): string {
  const page = (payments: boolean) => webAppPolicy({ payments, production: o.production });
  // The learner app's one inline script (index.html, before the first paint) is allowed by its hash, as the
  // platform allows it; the build leaves it as written, so the source gives the same hash.
  // The pre-drawn pages add one more, the loader that starts the app after their first paint (the same text in
  // every build).
  const scriptHashes = [
    ...inlineScriptHashes(readFileSync(join(__dirname, '../../web-learner/index.html'))),
    ...inlineScriptHashes(Buffer.from(`<script>${APP_LOADER}</script>`)),
  ];
  const learnerPage = (payments: boolean) =>
    webAppPolicy({ payments, production: o.production, scriptHashes });
  const common = commonHeaders(o.production);
  const headers = (extra: Record<string, string>) =>
    Object.entries({ ...common, ...extra })
      .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
      .join('\n');
  const pageHeaders = (csp: string) =>
    headers({ 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' });
  const immutable = headers({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  const noCache = headers({ 'Cache-Control': 'no-cache' });
  const learnerCsp = [
    'map $learner_page $learner_csp {',
    `  default ${quote(learnerPage(false))};`,
    ...PAYMENT_ROUTES.flatMap((r) => [r, `${r}/`]).map((r) => `  ${quote(r)} ${quote(learnerPage(true))};`),
    '}',
    // A page the build rendered ahead (dist/prerendered/<name>.html, `/` as index) is served for its path, as
    // the platform serves it (services/platform/src/web-apps/prerendered-pages.ts); else index.html.
    'map $learner_page $learner_prerendered {',
    '  default "";',
    ...PRERENDERED_PATTERNS.map(([pattern, name]) => `  ${quote(`~*${pattern}`)} ${name};`),
    '  "~^/$" index;',
    '  "~^/([a-z]+)/?$" $1;',
    '}',
  ];
  const known = o.learnerRoutes
    ? [
        'map $learner_page $learner_known {',
        '  default 0;',
        ...o.learnerRoutes.map(
          (r) => `  ${quote(`${r.caseSensitive ? '~' : '~*'}${routeRegex(r.path)}`)} 1;`,
        ),
        '}',
      ]
    : ['map $learner_page $learner_known {', '  default 1;', '}'];
  // `/demo/{id}` as the catalog draws it with its quiz (services/catalog/src/quizzes/demo-page), with the
  // page's headers instead of the API's; on a 404 (not drawn) or no answer, the page the build drew.
  const demoPattern = PRERENDERED_PATTERNS.find(([, name]) => name === 'demo-quiz')![0];
  const drawnDemo = [
    `  location ~* ${quote(demoPattern)} {`,
    '    set $learner_page $uri;',
    '    proxy_pass http://catalog;',
    '    proxy_intercept_errors on;',
    '    error_page 404 500 502 503 504 = @learner_page;',
    ...Object.keys({ ...common, 'Content-Security-Policy': '', 'Cache-Control': '' }).map(
      (name) => `    proxy_hide_header ${name};`,
    ),
    pageHeaders('$learner_csp'),
    '  }',
  ];
  const apiLocations = SERVICES.flatMap((s) =>
    s.routes.map((prefix) => `  location ^~ ${prefix} { proxy_pass http://${s.name}; }`),
  );
  return [
    '# Rendered from scripts/distributed/topology.ts by scripts/distributed/render-nginx.ts: do not edit.',
    ...SERVICES.map(
      (s) =>
        `upstream ${s.name} {\n${o
          .upstreams(s.name)
          .map((a) => `  server ${a} max_fails=1 fail_timeout=5s;`)
          .join('\n')}\n}`,
    ),
    ...learnerCsp,
    ...known,
    'server {',
    `  listen ${o.listen};`,
    '  server_tokens off;',
    '  client_max_body_size 25m;',
    '  gzip on;',
    '  gzip_proxied any;',
    '  gzip_vary on;',
    '  gzip_min_length 1024;',
    '  gzip_types text/css application/javascript application/json image/svg+xml text/plain;',
    '  proxy_set_header Host $host;',
    // The edge is the first proxy: whatever X-Forwarded-For a client sends is replaced, not appended to, so
    // the services (which trust only the edge: TRUSTED_PROXIES) count each client under its real address.
    '  proxy_set_header X-Forwarded-For $remote_addr;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    // A dead replica refuses the connection before any byte of the request reaches it: nginx then tries
    // the other one, whatever the method. A request already sent is never passed on unless idempotent
    // (nginx's rule for POST, PATCH and LOCK), so a completion is never sent twice by the edge.
    '  proxy_next_upstream error timeout;',
    '  proxy_connect_timeout 2s;',
    // A command may wait for its change-log entry up to the log's longest wait before its own 503: the
    // edge waits longer, so the client reads the service's answer, not the edge's 504 (nginx's default 60 s).
    `  proxy_read_timeout ${Math.ceil(LONGEST_DEFAULT_APPLY_WAIT_MS / 1000) + 15}s;`,
    '',
    ...EDGE_REFUSED.map((p) => `  location ^~ ${p} { return 403; }`),
    ...apiLocations,
    '  location ^~ /api/ {',
    '    default_type application/json;',
    `    return 404 '{"statusCode":404,"message":"Not Found"}';`,
    '  }',
    '',
    '  # The admin console at /admin.',
    `  location = /admin { rewrite ^ /__admin.html last; }`,
    `  location ^~ /admin/assets/ {\n    root ${o.adminParent};\n    try_files $uri =404;\n${immutable}\n  }`,
    `  location ^~ /admin/ {\n    root ${o.adminParent};\n    try_files $uri @admin_page;\n${noCache}\n  }`,
    '  location @admin_page { rewrite ^ /__admin.html last; }',
    `  location = /__admin.html {\n    internal;\n    alias ${o.adminParent}/admin/index.html;\n${pageHeaders(page(false))}\n  }`,
    '',
    '  # The learner app at /.',
    ...drawnDemo,
    `  location ^~ /assets/ {\n    root ${o.learnerRoot};\n    try_files $uri =404;\n${immutable}\n  }`,
    `  location / {\n    root ${o.learnerRoot};\n    set $learner_page $uri;\n    try_files $uri @learner_page;\n${noCache}\n  }`,
    '  location @learner_page {',
    '    error_page 404 /__learner_404.html;',
    '    if ($learner_known = 0) { return 404; }',
    '    rewrite ^ /__learner.html last;',
    '  }',
    `  location = /__learner.html {\n    internal;\n    root ${o.learnerRoot};\n    try_files /prerendered/$learner_prerendered.html /__learner_404.html;\n${pageHeaders('$learner_csp')}\n  }`,
    `  location = /__learner_404.html {\n    internal;\n    alias ${o.learnerRoot}/index.html;\n${pageHeaders('$learner_csp')}\n  }`,
    '}',
    '',
  ].join('\n');
}

/** The headers the platform's helmet puts on every answer, taken from the same middleware. */
function commonHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
    getHeader: (name: string) => headers[name],
  };
  securityHeaders({ isProduction: production } as Parameters<typeof securityHeaders>[0])(
    {} as never,
    res as never,
    () => undefined,
  );
  return headers;
}

/** The learner app's route pattern as a regex, as the platform matches it (services/platform/src/web-apps). */
function routeRegex(path: string): string {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${source}/?$`;
}

function quote(value: string): string {
  return value.startsWith('$') ? value : `"${value.replace(/["\\]/g, '\\$&')}"`;
}
