import { fetchUtils } from 'react-admin';
import { session } from './session';

/** The platform's API, served beside the console. */
export const API_URL = '/api';

/**
 * Every call of the console goes through here: the one place the bearer token is added. Errors come back as
 * react-admin's HttpError carrying the server's message (the 4xx texts the services write for people).
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

export type HttpClient = typeof httpClient;
