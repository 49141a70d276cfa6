import { describe, expect, it } from 'vitest';
import { cachePerOwner, TtlCache } from '../../src/lib/ttl-cache';

describe('TtlCache', () => {
  it('keeps an entry for its time by the caller clock, then forgets it', () => {
    const cache = new TtlCache<string, number>(2_000);
    cache.set('a', 1, 10_000);
    expect(cache.get('a', 11_999)).toBe(1);
    expect(cache.get('a', 12_000)).toBeUndefined();
  });

  it('forgets an entry when the clock goes back', () => {
    const cache = new TtlCache<string, number>(2_000);
    cache.set('a', 1, 10_000);
    expect(cache.get('a', 9_000)).toBeUndefined();
  });

  it('is off with a time of 0', () => {
    const cache = new TtlCache<string, number>(0);
    cache.set('a', 1, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('drops the oldest entry when full, and a deleted entry at once', () => {
    const cache = new TtlCache<string, number>(1_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe(3);
    cache.delete('c');
    expect(cache.get('c', 1)).toBeUndefined();
  });

  it('one cache per owner', () => {
    const cacheOf = cachePerOwner<object, string, number>();
    const a = {};
    cacheOf(a, 1_000).set('k', 1, 0);
    expect(cacheOf(a, 1_000).get('k', 1)).toBe(1);
    expect(cacheOf({}, 1_000).get('k', 1)).toBeUndefined();
  });

  it('shares one load between calls that miss at the same time, and keeps its value', async () => {
    const cache = new TtlCache<string, number>(1_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return 7;
    };
    expect(await Promise.all([cache.getOrLoad('k', 0, load), cache.getOrLoad('k', 0, load)])).toEqual([7, 7]);
    expect(await cache.getOrLoad('k', 10, load)).toBe(7);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string, number>(1_000);
    await expect(cache.getOrLoad('k', 0, async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('k', 0, async () => 3)).toBe(3);
  });
});
