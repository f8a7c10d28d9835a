import { AudioCache } from './audio-cache';

const clip = (bytes: number) => Buffer.alloc(bytes);

describe('AudioCache', () => {
  it('keeps clips up to its size in bytes, dropping the least recently used first', () => {
    const cache = new AudioCache(100);
    cache.set('a', clip(40));
    cache.set('b', clip(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', clip(40)); // 120 bytes: b, the least recently used, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('never keeps a clip larger than the whole cache, and replaces a key in place', () => {
    const cache = new AudioCache(100);
    cache.set('big', clip(101));
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', clip(60));
    cache.set('a', clip(30));
    cache.set('b', clip(70));
    expect(cache.get('a')?.length).toBe(30);
    expect(cache.get('b')).toBeDefined();
  });
});
