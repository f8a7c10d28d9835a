import { BadRequestException } from '@nestjs/common';
import type { RequestHandler } from 'express';

/** Far deeper than any call of the platform needs (a quiz with its questions is about six levels). */
export const MAX_BODY_DEPTH = 64;

/** Depth of a parsed JSON value, measured without recursion so a hostile body cannot overflow the stack. */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Refuses a body nested deeper than MAX_BODY_DEPTH before validation walks it (recursively). */
export function rejectDeepBodies(): RequestHandler {
  return (req, _res, next) => {
    if (jsonDepth(req.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH)
      return next(new BadRequestException('Request body is nested too deeply.'));
    next();
  };
}
