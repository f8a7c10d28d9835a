import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config/config.schema';

/**
 * Security headers on every answer (helmet). The API answers JSON, so its policy allows nothing to load or
 * frame it; pages that need more (the web apps, the API docs, the local checkout) set their own policy.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    // HSTS only where TLS is guaranteed: a production deployment behind its TLS edge.
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Quiz images and media are loaded by the apps on this origin; other origins get nothing by default.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}

/** A page's own Content-Security-Policy, replacing the API's deny-all one (directive name → sources). */
export function contentSecurityPolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}
