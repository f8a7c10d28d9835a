import { AccountCache } from './account-cache';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('in-memory account view of the session check', () => {
  it('reads an account once, then answers from memory until it is forgotten', async () => {
    let reads = 0;
    const cache = new AccountCache(async (id) => ({ id, n: ++reads }));
    expect(await cache.get('u1')).toEqual({ id: 'u1', n: 1 });
    expect(await cache.get('u1')).toEqual({ id: 'u1', n: 1 });
    cache.forget('u1');
    expect(await cache.get('u1')).toEqual({ id: 'u1', n: 2 });
  });

  it('does not keep a read that began before the account changed', async () => {
    const slow = deferred<{ role: string }>();
    const reads = [slow.promise, Promise.resolve({ role: 'learner' })];
    const cache = new AccountCache(() => reads.shift()!);
    const before = cache.get('u1');
    cache.forget('u1'); // the role changed while the first read was on its way
    slow.resolve({ role: 'admin' });
    await before;
    expect(await cache.get('u1')).toEqual({ role: 'learner' });
  });

  it('keeps no unknown account and no more than its bound', async () => {
    const cache = new AccountCache(async (id) => (id === 'ghost' ? null : { id }), 2);
    expect(await cache.get('ghost')).toBeNull();
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');
    expect(cache.size()).toBe(2);
  });
});
