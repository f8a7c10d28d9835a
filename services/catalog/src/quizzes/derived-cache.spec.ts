import { BoundedCache } from './derived-cache';

describe('BoundedCache', () => {
  const one = () => 1;

  it('builds a value once and serves it until cleared', () => {
    const cache = new BoundedCache(10, 1000);
    let built = 0;
    const make = () => ({ n: ++built });
    const first = cache.get('a', make, one);
    expect(cache.get('a', make, one)).toBe(first);
    expect(built).toBe(1);
    cache.clear();
    expect(cache.get('a', make, one)).toEqual({ n: 2 });
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used beyond its count', () => {
    const cache = new BoundedCache(2, 1000);
    cache.get('a', () => 'A', one);
    cache.get('b', () => 'B', one);
    cache.get('a', () => 'stale', one); // a is now the most recently used
    cache.get('c', () => 'C', one);
    expect(cache.size).toBe(2);
    expect(cache.get('a', () => 'rebuilt', one)).toBe('A');
    expect(cache.get('b', () => 'rebuilt', one)).toBe('rebuilt');
  });

  it('drops the oldest beyond its bytes, but keeps and serves a value larger than the bound', () => {
    const cache = new BoundedCache(100, 100);
    cache.get(
      'a',
      () => 'A',
      () => 60,
    );
    cache.get(
      'b',
      () => 'B',
      () => 30,
    );
    expect(cache.bytes).toBe(90);
    cache.get(
      'c',
      () => 'C',
      () => 30,
    );
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(60);
    expect(
      cache.get(
        'huge',
        () => 'H',
        () => 500,
      ),
    ).toBe('H');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(500);
    cache.get(
      'd',
      () => 'D',
      () => 10,
    );
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(10);
  });
});
