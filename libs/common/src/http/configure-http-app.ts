import { BadRequestException, PayloadTooLargeException, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { json, urlencoded, type RequestHandler } from 'express';
import type { AppConfig } from '../config/config.schema';
import { JsonExceptionFilter } from './json-exception.filter';
import { createValidationPipe } from './validation';
import { RejectOperatorsGuard } from './reject-operators.guard';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

export const API_PREFIX = 'api';

/** The HTTP setup every entry point shares: prefix, body limits, validation, errors and OpenAPI at /api/docs. */
export function configureHttpApp(app: INestApplication, config: AppConfig, title: string): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  express.set('trust proxy', 'loopback');
  express.use(securityHeaders(config));
  // Keep the raw body for provider webhooks, whose signatures cover the exact bytes.
  express.use(
    withClearErrors(
      json({
        limit: config.BODY_LIMIT,
        verify: (req, _res, buf) => ((req as unknown as { rawBody: Buffer }).rawBody = buf),
      }),
    ),
  );
  express.use(withClearErrors(urlencoded({ extended: false, limit: config.BODY_LIMIT })));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new JsonExceptionFilter());
  app.useGlobalGuards(new RejectOperatorsGuard());
  app.useGlobalPipes(createValidationPipe());
  if (config.CORS_ORIGINS) app.enableCors({ origin: config.CORS_ORIGINS.split(','), credentials: true });
  app.enableShutdownHooks();

  const doc = new DocumentBuilder()
    .setTitle(title)
    .setDescription(
      'Exam-preparation platform API. Learner calls follow the product specification, section 7.',
    )
    .addBearerAuth()
    .build();
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
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => SwaggerModule.createDocument(app, doc));
}

/** Body-parser errors become the platform's own messages instead of the parser's internals. */
function withClearErrors(parser: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parser(req, res, (err?: unknown) => {
      const type = (err as { type?: string } | undefined)?.type;
      if (type === 'entity.too.large')
        return next(new PayloadTooLargeException('Request body is too large.'));
      if (type === 'entity.parse.failed')
        return next(new BadRequestException('Request body is not valid JSON.'));
      next(err);
    });
}
