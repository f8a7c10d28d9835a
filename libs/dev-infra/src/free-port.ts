import { createServer } from 'node:net';

/** Asks the OS for an unused TCP port on 127.0.0.1 (tiny race until the server binds it; fine for dev). */
export function getFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('could not get a free port'))));
    });
  });
}
