import { describe, expect, it } from 'vitest';
import { ALL_EMPLOYEES, RecordsCache } from '../../src/exec/records-cache';

/** A load that counts its calls and answers the count. */
function counter() {
  let calls = 0;
  const load = async () => ++calls;
  return { load, calls: () => calls };
}

function listeningCache(max = 100) {
  const cache = new RecordsCache<number>(max);
  cache.listening();
  return cache;
}

describe('RecordsCache', () => {
  it('serves nothing until the database delivers notifications, and nothing once it is deaf', async () => {
    const cache = new RecordsCache<number>(100);
    const c = counter();
    await cache.getOrLoad('100001', 'q', c.load);
    await cache.getOrLoad('100001', 'q', c.load);
    expect(c.calls()).toBe(2);
    cache.listening();
    await cache.getOrLoad('100001', 'q', c.load);
    await cache.getOrLoad('100001', 'q', c.load);
    expect(c.calls()).toBe(3);
    cache.deaf();
    expect(await cache.getOrLoad('100001', 'q', c.load)).toBe(4);
    expect(await cache.getOrLoad('100001', 'q', c.load)).toBe(5);
  });

  it('keeps each employee answer per question, apart from other employees', async () => {
    const cache = listeningCache();
    const c = counter();
    expect(await cache.getOrLoad('100001', 'a', c.load)).toBe(1);
    expect(await cache.getOrLoad('100001', 'b', c.load)).toBe(2);
    expect(await cache.getOrLoad('100002', 'a', c.load)).toBe(3);
    expect(await cache.getOrLoad('100001', 'a', c.load)).toBe(1);
    expect(await cache.getOrLoad('100002', 'a', c.load)).toBe(3);
  });

  it('forgets the employees a notification names, and only them', async () => {
    const cache = listeningCache();
    const c = counter();
    for (const passId of ['100001', '100002', '100003']) await cache.getOrLoad(passId, 'a', c.load);
    cache.changed('100001,100003');
    expect(await cache.getOrLoad('100001', 'a', c.load)).toBe(4);
    expect(await cache.getOrLoad('100002', 'a', c.load)).toBe(2);
    expect(await cache.getOrLoad('100003', 'a', c.load)).toBe(5);
  });

  it('forgets everyone on the everyone payload and when it hears again after a gap', async () => {
    const cache = listeningCache();
    const c = counter();
    await cache.getOrLoad('100001', 'a', c.load);
    cache.changed(ALL_EMPLOYEES);
    expect(cache.size).toBe(0);
    await cache.getOrLoad('100001', 'a', c.load);
    cache.listening();
    expect(await cache.getOrLoad('100001', 'a', c.load)).toBe(3);
  });

  it('answers a load under way when its employee changes, but does not keep it', async () => {
    const cache = listeningCache();
    let release: (v: number) => void = () => undefined;
    const slow = cache.getOrLoad('100001', 'a', () => new Promise<number>((r) => (release = r)));
    cache.changed('100001');
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.getOrLoad('100001', 'a', async () => 2)).toBe(2);
  });

  it('shares one load between calls that miss the same answer at once', async () => {
    const cache = listeningCache();
    const c = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('100001', 'a', c.load)));
    expect(answers).toEqual([1, 1, 1]);
    expect(c.calls()).toBe(1);
  });

  it('keeps no refusal: a failed load is tried again', async () => {
    const cache = listeningCache();
    await expect(cache.getOrLoad('100001', 'a', async () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(await cache.getOrLoad('100001', 'a', async () => 7)).toBe(7);
  });

  it('holds at most its bound, dropping the oldest answer', async () => {
    const cache = listeningCache(2);
    const c = counter();
    await cache.getOrLoad('100001', 'a', c.load);
    await cache.getOrLoad('100002', 'a', c.load);
    await cache.getOrLoad('100003', 'a', c.load);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('100001', 'a', c.load)).toBe(4);
    expect(await cache.getOrLoad('100003', 'a', c.load)).toBe(3);
  });

  it('is off with a bound of 0', async () => {
    const cache = listeningCache(0);
    const c = counter();
    await cache.getOrLoad('100001', 'a', c.load);
    await cache.getOrLoad('100001', 'a', c.load);
    expect(c.calls()).toBe(2);
  });
});
