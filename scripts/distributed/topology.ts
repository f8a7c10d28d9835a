/**
 * The distributed mode, described once: which services run, how many replicas of each, and which API paths
 * the edge sends to each. The nginx edge (local and Docker), the process list of `npm run start:distributed`
 * and `docker-compose.yml` are all rendered from this (see render-nginx.ts, render-compose.ts, processes.ts);
 * a test renders them again and compares them with the committed files, so none can drift.
 */
export const SERVICE_NAMES = ['identity', 'catalog', 'attempts', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceSpec {
  name: ServiceName;
  replicas: number;
  /** API path prefixes this service owns at the edge (the longest matching prefix wins, as in nginx). */
  routes: string[];
  /** Keeps files on a volume of its own (catalog's local media). */
  mediaVolume?: boolean;
}

export const SERVICES: readonly ServiceSpec[] = [
  {
    name: 'identity',
    replicas: 2,
    routes: ['/api/users/', '/api/geo/', '/api/admin/users', '/api/dev/', '/api/health'],
  },
  {
    name: 'catalog',
    replicas: 2,
    routes: [
      '/api/quizs/',
      '/api/chapters/',
      '/api/KyebyeQuiz/',
      '/api/media/',
      '/api/speech',
      '/api/reports',
      '/api/key-challenges',
      '/api/admin/',
    ],
    mediaVolume: true,
  },
  {
    name: 'attempts',
    replicas: 2,
    // Attempts owns these /api/users calls: longer prefixes than identity's /api/users/, so they win.
    routes: [
      '/api/users/attemptquiz',
      '/api/users/attemptkyebyequiz',
      '/api/users/completequiz',
      '/api/users/completekyebyequiz',
      '/api/users/storeTimeSpent',
      '/api/users/storeReattemptTimeSpent',
      '/api/users/dashboardgetuserbyid/',
      '/api/users/percentile/',
      '/api/attempts/',
      '/api/admin/attempts',
      '/api/exams/',
      '/api/admin/live-mocks',
      '/api/learning/',
    ],
  },
  {
    name: 'billing',
    replicas: 2,
    routes: [
      '/api/payment/',
      '/api/admin/plans',
      '/api/admin/refunds',
      '/api/admin/billing',
      '/api/admin/orders',
      '/api/admin/subscriptions',
    ],
  },
];

/** The service the edge sends a path to (longest matching prefix), or undefined: the edge answers 404. */
export function ownerOf(path: string): ServiceName | undefined {
  let best: { service: ServiceName; length: number } | undefined;
  for (const service of SERVICES)
    for (const prefix of service.routes)
      if (path.startsWith(prefix) && prefix.length > (best?.length ?? -1))
        best = { service: service.name, length: prefix.length };
  return best?.service;
}

/** Paths the edge refuses outright: each process's metrics are for the operator, on its own port. */
export const EDGE_REFUSED = ['/metrics'];

/** The learner app at `/`, the admin console at `/admin` (their `dist/` folders). */
export const WEB_APPS = [
  { base: '/admin', dist: 'web-admin/dist' },
  { base: '', dist: 'web-learner/dist' },
] as const;
