import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Counter, Histogram } from 'prom-client';
import { collectProcessMetrics, metricsRegistry } from './metrics-registry';

const labelNames = ['method', 'route', 'status'] as const;

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames,
  registers: [metricsRegistry],
});

const duration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request arriving to its answer finishing, by method, route pattern and status',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const METRICS_PATH = '/metrics';

/**
 * Counts and times every answer by its route's pattern (`/api/users/percentile/:quizName/:userId`, not
 * the path, so the label set stays small); a request no route matched counts as `unmatched`.
 */
export function httpMetrics(): RequestHandler {
  collectProcessMetrics();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === METRICS_PATH) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const routePath = (req.route as { path?: unknown } | undefined)?.path;
      const labels = {
        method: req.method,
        route: typeof routePath === 'string' ? `${req.baseUrl}${routePath}` : 'unmatched',
        status: String(res.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/** GET /metrics: the registry in Prometheus' text format. */
export function metricsEndpoint(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    metricsRegistry.metrics().then(
      (text) => res.setHeader('Content-Type', metricsRegistry.contentType).send(text),
      (e: unknown) => next(e),
    );
  };
}
