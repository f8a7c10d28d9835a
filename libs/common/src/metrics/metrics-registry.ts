import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client): one registry, served at GET /metrics on the process's own
 * port (never through the edge). The defaults give the event loop's lag and the process's memory; HTTP,
 * change-log, consumer-group and projector metrics register themselves on it.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** The default metrics (event-loop lag, memory, GC, handles), once per process however many apps it boots. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}
