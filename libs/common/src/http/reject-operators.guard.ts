import { BadRequestException, CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';

export const OPERATOR_REFUSED_MESSAGE = 'Invalid input: field names may not start with "$" or contain ".".';

/** True when a value holds a key MongoDB would read as an operator or a path (`$ne`, `a.b`). */
export function containsOperatorKey(value: unknown, depth = 0): boolean {
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsOperatorKey(v, depth + 1));
  return Object.entries(value).some(
    ([key, v]) => key.startsWith('$') || key.includes('.') || containsOperatorKey(v, depth + 1),
  );
}

/** Refuses query-operator injection (`{"email": {"$ne": null}}`) before any handler sees the input. */
@Injectable()
export class RejectOperatorsGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (containsOperatorKey(req.body) || containsOperatorKey(req.query)) {
      throw new BadRequestException(OPERATOR_REFUSED_MESSAGE);
    }
    return true;
  }
}
