import { withCorrelation } from '@exam/contracts';
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';

/** A request id a client (or the edge) may send: short, and only characters safe in logs and headers. */
const USABLE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Every request has an id (the client's X-Request-Id when usable, else a new one), answered in
 * X-Request-Id and carried as the correlationId of every event the request causes (issue 37). Mounted
 * after the body parsers: their stream callbacks would run outside the request's async context.
 */
export function correlateRequests(): RequestHandler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && USABLE_REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    withCorrelation(id, next);
  };
}
