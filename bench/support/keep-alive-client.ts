import { Agent, request } from 'node:http';

type Answer<T> = Promise<{ status: number; body: T }>;

export interface JsonClient {
  post<T = unknown>(url: string, body: unknown, token?: string): Answer<T>;
  get<T = unknown>(url: string, token?: string): Answer<T>;
  close(): void;
}

/**
 * JSON over kept-alive node:http connections, for a storm's learners. They share the machine's cores
 * with the platform and the database; with the global fetch (undici's WHATWG layer) they used 0.6-0.8 ms of
 * CPU per completion in bench:attempts, with this 0.4-0.6 ms, which the platform then has.
 */
export function keepAliveJsonClient(maxSockets: number): JsonClient {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = <T>(method: 'GET' | 'POST', url: string, body: unknown, token?: string): Answer<T> => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers = {
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    return new Promise<{ status: number; body: T }>((resolve, reject) => {
      const req = request(url, { method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
          } catch (e) {
            reject(e as Error);
          }
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  };
  return {
    post: (url, body, token) => send('POST', url, body, token),
    get: (url, token) => send('GET', url, undefined, token),
    close: () => agent.destroy(),
  };
}
