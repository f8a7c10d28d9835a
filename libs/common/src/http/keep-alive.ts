import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/config.schema';

/**
 * How much longer than it tells clients the server keeps an idle connection open. A client that honours
 * `Keep-Alive: timeout=N` (Node's fetch: N minus 1 s, checked by a coarse timer) can send a request on a
 * connection the server is closing at that moment; the request then meets a reset (ECONNRESET) and, being a
 * POST, cannot be retried. Node 20's server closes exactly at the time it advertises, so a busy client loses
 * that race; keeping the connection this much longer than advertised (what Node 24's keepAliveTimeoutBuffer
 * does, wider) means a client always gives up an idle connection first.
 */
export const KEEP_ALIVE_GRACE_SECONDS = 5;

/** Keep-alive: advertise HTTP_KEEP_ALIVE_SECONDS, close idle connections KEEP_ALIVE_GRACE_SECONDS later. */
export function applyKeepAlive(app: INestApplication, config: AppConfig): void {
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = (config.HTTP_KEEP_ALIVE_SECONDS + KEEP_ALIVE_GRACE_SECONDS) * 1000;
  const advertised = `timeout=${config.HTTP_KEEP_ALIVE_SECONDS}`;
  // A Keep-Alive header of our own replaces the one Node derives from server.keepAliveTimeout.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (res.shouldKeepAlive) res.setHeader('Keep-Alive', advertised);
    next();
  });
}
