import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { RequestHandler } from 'express';

interface ArrivedRequest {
  arrivedAt?: number;
}

/**
 * Stamps when a request reached this process, before body parsing, authentication and the wait for the
 * handler. Under a storm (a live mock's last minute) that wait is seconds: a rule that depends on the time
 * a learner acted (a save before the deadline) must read this, not the clock when the handler runs.
 */
export function stampArrival(): RequestHandler {
  return (req, _res, next) => {
    (req as ArrivedRequest).arrivedAt = Date.now();
    next();
  };
}

/** When the request arrived (see stampArrival); now, for a request that was not stamped. */
export function arrivedAtOf(req: unknown): Date {
  return new Date((req as ArrivedRequest).arrivedAt ?? Date.now());
}

/** The handler's parameter: when the request reached this process. */
export const ArrivedAt = createParamDecorator((_data: unknown, ctx: ExecutionContext) =>
  arrivedAtOf(ctx.switchToHttp().getRequest()),
);
