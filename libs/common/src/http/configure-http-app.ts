import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
  type INestApplication,
} from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { json, urlencoded, type RequestHandler, type Response } from 'express';
import type { AppConfig } from '../config/config.schema';
import { JsonExceptionFilter } from './json-exception.filter';
import { createValidationPipe } from './validation';
import { RejectOperatorsGuard } from './reject-operators.guard';
import { rejectDeepBodies } from './body-depth';
import { correlateRequests } from './request-id';
import { stampArrival } from './arrival-time';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { withErrorAnswers } from './openapi-answers';
import { withNamedSchemas } from './answer-schema';
import { applyKeepAlive } from './keep-alive';
import { oneLargeBodyAtATime } from './one-large-body-at-a-time';
import { httpMetrics, metricsEndpoint } from '../metrics/http-metrics';

export const API_PREFIX = 'api';
/** JSON bodies up to this size keep their raw bytes (req.rawBody) for signature checks. */
export const RAW_BODY_MAX_BYTES = 1024 * 1024;

/** The HTTP setup every entry point shares: prefix, body limits, validation, errors and OpenAPI at /api/docs. */
export function configureHttpApp(app: INestApplication, config: AppConfig, title: string): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // req.ip (what rate limits count) comes from X-Forwarded-For only when a configured proxy sent it.
  express.set('trust proxy', config.TRUSTED_PROXIES.length ? config.TRUSTED_PROXIES : false);
  applyKeepAlive(app, config);
  // First of all: when the request arrived, for rules about when a learner acted (exam deadlines).
  express.use(stampArrival());
  // Prometheus metrics of this process at GET /metrics (its own port; the edge refuses the path).
  express.use(httpMetrics(), metricsEndpoint());
  express.use(securityHeaders(config));
  // TRACE echoes requests back (cross-site tracing); no route of the platform answers it.
  express.use((req: { method: string }, res: Response, next: () => void) => {
    if (req.method !== 'TRACE' && req.method !== 'TRACK') return next();
    res.setHeader('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.status(405).json({ statusCode: 405, message: `${req.method} is not allowed.` });
  });
  // Bodies over a megabyte (bulk imports, with a raised BODY_LIMIT) are read and handled one at a time.
  express.use(oneLargeBodyAtATime(RAW_BODY_MAX_BYTES));
  // Keep the raw body for provider webhooks, whose signatures cover the exact bytes (a few KB). Not for
  // large bodies: a bulk import's megabytes would stay reachable from the request until V8's next major
  // collection, on top of the parsed copy (measured: ~100 MiB of such buffers after a 10,000-quiz import).
  express.use(
    withClearErrors(
      json({
        limit: config.BODY_LIMIT,
        verify: (req, _res, buf) => {
          if (buf.length <= RAW_BODY_MAX_BYTES) (req as unknown as { rawBody: Buffer }).rawBody = buf;
        },
      }),
    ),
  );
  express.use(withClearErrors(urlencoded({ extended: false, limit: config.BODY_LIMIT })));
  express.use(rejectDeepBodies());
  express.use(correlateRequests());
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new JsonExceptionFilter());
  app.useGlobalGuards(new RejectOperatorsGuard());
  app.useGlobalPipes(createValidationPipe());
  if (config.CORS_ORIGINS) app.enableCors({ origin: config.CORS_ORIGINS.split(','), credentials: true });
  app.enableShutdownHooks();

  // Swagger UI is a page of its own: scripts and styles from this origin only.
  express.use(
    `/${API_PREFIX}/docs`,
    (_req: unknown, res: { setHeader(n: string, v: string): void }, next: () => void) => {
      res.setHeader(
        'Content-Security-Policy',
        contentSecurityPolicy({
          'default-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'frame-ancestors': ["'none'"],
        }),
      );
      next();
    },
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => openApiDocument(app, title));
}

/** The API's OpenAPI document, as /api/docs-json serves it (and the web apps' types are generated from). */
export function openApiDocument(app: INestApplication, title: string): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle(title)
    .setDescription(
      'Exam-preparation platform API. Learner calls follow the product specification, section 7.',
    )
    .addBearerAuth()
    .build();
  return withErrorAnswers(withNamedSchemas(SwaggerModule.createDocument(app, doc)), app);
}

/** Body-parser errors become the platform's own messages instead of the parser's internals. */
function withClearErrors(parser: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      const { type, code } = (err ?? {}) as { type?: string; code?: string };
      if (type === 'encoding.unsupported') {
        const encoding = String(req.headers['content-encoding'] ?? '');
        return next(new UnsupportedMediaTypeException(`Content-Encoding "${encoding}" is not supported.`));
      }
      // zlib could not inflate a body that claimed gzip/deflate.
      if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')
        return next(new BadRequestException('Request body does not match its Content-Encoding.'));
      if (type === 'entity.too.large')
        return next(new PayloadTooLargeException('Request body is too large.'));
      if (type === 'entity.parse.failed')
        return next(new BadRequestException('Request body is not valid JSON.'));
      if (err) return next(new BadRequestException('Request body could not be read.'));
      next();
    });
}
