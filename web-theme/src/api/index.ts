import type { components, paths } from './api.gen';

/**
 * The platform's API types, read from its OpenAPI document (api.gen.ts, `npm run api:types`), for both web
 * apps: a feature's api module names what it sends and gets with these instead of copying the server's shapes.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Path = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Responses<P extends Path, M extends Method> = paths[P][M] extends { responses: infer R } ? R : never;

/** The JSON a call answers with on success (its 200, else its 201). */
export type ApiAnswer<P extends Path, M extends Method> =
  Responses<P, M> extends { 200: infer Ok }
    ? JsonOf<Ok>
    : Responses<P, M> extends { 201: infer Created }
      ? JsonOf<Created>
      : never;

/** The JSON body a call takes. */
export type ApiBody<P extends Path, M extends Method> = paths[P][M] extends { requestBody?: infer B }
  ? JsonOf<NonNullable<B>>
  : never;
