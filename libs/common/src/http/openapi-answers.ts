import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { IS_PUBLIC_KEY } from './public.decorator';

/** What the document cannot see of a route but its answers depend on. */
interface RouteFacts {
  public: boolean;
  throttled: boolean;
}

/** The one shape of every error answer (JsonExceptionFilter). */
export const ERROR_BODY_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    message: { type: 'string', example: 'A readable reason.' },
  },
  additionalProperties: true,
} as const;

const WHY: Record<number, string> = {
  400: 'The request is malformed or a value is invalid (the message says which).',
  401: 'No live session: missing, expired or ended token ("Session expired. Please login again.").',
  403: 'The caller may not do this (role, ownership or access rule).',
  404: 'What the request names does not exist.',
  409: 'The request conflicts with the current state (already done, already exists).',
  413: 'The request body is too large.',
  415: 'The request body has an unsupported Content-Encoding.',
  429: 'Too many attempts; the message says when to try again.',
  502: 'The payment provider answered with an error.',
  503: 'A part the call needs (database, event bus, mail or payment provider) is unavailable; try again shortly.',
};

/** Route facts keyed as the document's default operationId: `<Controller>_<method>`. */
function routeFacts(app: INestApplication): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...a: never[]) => unknown) | null;
      if (!controller?.prototype) continue;
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[key];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        const guards: unknown[] = [
          ...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []),
          ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? []),
        ];
        facts.set(`${controller.name}_${key}`, {
          public: Boolean(
            Reflect.getMetadata(IS_PUBLIC_KEY, handler) ?? Reflect.getMetadata(IS_PUBLIC_KEY, controller),
          ),
          throttled: guards.some((g) => (g as { name?: string }).name === 'ThrottlerGuard'),
        });
      }
    }
  }
  return facts;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** Answers of particular calls that the general rules do not give them. */
const PUBLIC_REFUSALS: [RegExp, number[]][] = [
  // Signed media links: an expired or forged signature is refused even on this public route.
  [/^\/api\/media\//, [403]],
  // An unverified or disabled account; the per-account back-off and the per-address reset mails.
  [/\/users\/login$/, [403, 429]],
  [/\/users\/forgotpassword$/, [429]],
  // The daily download limit.
  [/\/(check-download|getSignedUrl)$/, [429]],
];

/** The error answers an operation can give, from what it takes and how it is guarded. */
export function errorAnswersOf(
  method: string,
  path: string,
  operation: { parameters?: { in: string }[]; requestBody?: unknown },
  facts: RouteFacts | undefined,
): number[] {
  const codes = new Set([400, 503]);
  const isPublic = facts?.public ?? false;
  if (!isPublic) [401, 403].forEach((c) => codes.add(c));
  const takesInput =
    path.includes('{') || Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0;
  if (takesInput) codes.add(404);
  if (WRITES.has(method)) [404, 409, 413, 415].forEach((c) => codes.add(c));
  if (facts?.throttled) codes.add(429);
  for (const [pattern, extra] of PUBLIC_REFUSALS) if (pattern.test(path)) extra.forEach((c) => codes.add(c));
  if (path.startsWith('/api/payment/') && WRITES.has(method)) codes.add(502);
  return [...codes].sort((a, b) => a - b);
}

/**
 * Completes the generated document so that it describes every answer a call can give: each operation's
 * error answers with the error body's schema, and every path parameter (a wildcard such as the media
 * key is otherwise left undeclared).
 */
export function withErrorAnswers(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  const facts = routeFacts(app);
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.ErrorBody = ERROR_BODY_SCHEMA as never;
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !('responses' in op)) continue;
      const operation = op as {
        operationId?: string;
        parameters?: { in: string; name: string }[];
        requestBody?: unknown;
        security?: Record<string, string[]>[];
        responses: Record<string, unknown>;
      };
      for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        operation.parameters ??= [];
        if (!operation.parameters.some((p) => p.in === 'path' && p.name === name))
          operation.parameters.push({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
            ...(name === 'key'
              ? { description: 'The file key; may contain slashes (e.g. quiz/abc.png)' }
              : {}),
          } as never);
      }
      const routeFacts = facts.get(operation.operationId ?? '');
      // A route that needs a session says so, even where its controller did not.
      if (routeFacts && !routeFacts.public && !operation.security?.length)
        operation.security = [{ bearer: [] }];
      const codes = errorAnswersOf(method, path, operation, routeFacts);
      const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
      for (const code of codes) operation.responses[code] ??= { description: WHY[code] };
      // Every error answer, declared here or by the route itself, has the one error body.
      for (const [code, answer] of Object.entries(operation.responses))
        if (Number(code) >= 400) (answer as { content?: unknown }).content ??= errorBody;
    }
  }
  return document;
}
