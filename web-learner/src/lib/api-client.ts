import { env } from '@/config/env';
import type { ApiErrorBody } from '@/types/api';

/** A failed call: the HTTP status (0 when the network failed) and the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'You appear to be offline. Check your connection and try again.';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Query;
  signal?: AbortSignal;
}

let tokenSource: () => string | null = () => null;
let onUnauthorized: () => void = () => undefined;

/** Wired once by the app: where the bearer token comes from, and what a 401 does (spec section 4, Session). */
export function configureApiClient(opts: { token: () => string | null; onUnauthorized: () => void }): void {
  tokenSource = opts.token;
  onUnauthorized = opts.onUnauthorized;
}

export function buildUrl(path: string, params?: Query): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {}))
    if (v !== undefined && v !== null) query.set(k, String(v));
  const qs = query.toString();
  return `${env.API_URL}${path}${qs ? `?${qs}` : ''}`;
}

/** The one place the app calls the server: JSON in and out, the bearer token added, errors made readable. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenSource();
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.params), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  let body: unknown;
  try {
    body = await readBody(res);
  } catch (e) {
    // The body stopped arriving (the page was left or reloaded mid-answer): as if there was no answer.
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (res.status === 401) onUnauthorized();
  if (!res.ok) {
    const errorBody = (typeof body === 'object' && body ? body : {}) as ApiErrorBody;
    throw new ApiError(res.status, errorBody.message || res.statusText || 'Request failed', errorBody);
  }
  return body as T;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

export const api = {
  get: <T>(path: string, params?: Query, signal?: AbortSignal) => apiRequest<T>(path, { params, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** The server's message where it sent one (spec section 8: "The server's message field is used wherever present"). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.isNetworkError ? error.message : error.body?.message || fallback;
  return fallback;
}
