import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { json } from 'express';
import { oneLargeBodyAtATime } from './one-large-body-at-a-time';

/** An app whose POST /slow answers when the test says so, and tells which bodies it has parsed so far. */
async function listening(largerThan: number) {
  const parsed: string[] = [];
  const answer = new Map<string, () => void>();
  const app = express();
  app.use(oneLargeBodyAtATime(largerThan));
  app.use(json({ limit: '1mb' }));
  app.post('/slow', (req, res) => {
    const name = (req.body as { name: string }).name;
    parsed.push(name);
    answer.set(name, () => res.json({ name }));
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`;
  const post = (name: string, padding = 0, signal?: AbortSignal) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, padding: 'x'.repeat(padding) }),
      signal,
    });
  return { server, parsed, answer, post };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('oneLargeBodyAtATime', () => {
  it("reads a large body only once the large request before it is answered; small ones don't wait", async () => {
    const { server, parsed, answer, post } = await listening(1000);
    try {
      const first = post('first', 5000);
      await until(() => parsed.includes('first'));
      const second = post('second', 5000);
      const small = post('small');
      await until(() => parsed.includes('small'));
      await new Promise((r) => setTimeout(r, 100));
      expect(parsed).toEqual(['first', 'small']);

      answer.get('first')!();
      await first;
      await until(() => parsed.includes('second'));
      expect(parsed).toEqual(['first', 'small', 'second']);
      answer.get('second')!();
      answer.get('small')!();
      expect((await (await second).json()) as unknown).toEqual({ name: 'second' });
      await small;
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('hands the turn on when a client goes away before its answer', async () => {
    const { server, parsed, answer, post } = await listening(1000);
    try {
      const gone = new AbortController();
      const abandoned = post('abandoned', 5000, gone.signal).catch(() => 'aborted');
      await until(() => parsed.includes('abandoned'));
      const next = post('next', 5000);
      await new Promise((r) => setTimeout(r, 50));
      expect(parsed).toEqual(['abandoned']);
      gone.abort();
      expect(await abandoned).toBe('aborted');
      await until(() => parsed.includes('next'));
      expect(parsed).toEqual(['abandoned', 'next']);
      answer.get('next')!();
      await next;
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
