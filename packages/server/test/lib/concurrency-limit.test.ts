import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../src/lib/concurrency-limit';

describe('concurrencyLimit', () => {
  it('runs at most its slots at once, the rest in the order they came, failures included', async () => {
    const run = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (i === 1) throw new Error('task 1 failed');
      return i;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((i) => run(task(i))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([0, 'failed', 2, 3, 4]);
  });
});
