import { describe, expect, it, vi } from 'vitest';
import { KeptReads } from '../../src/lib/kept-reads';

describe('reads kept per owner and key', () => {
  it('shares a read among its callers and keeps it; another owner or key reads on its own', async () => {
    const reads = new KeptReads<object, number, string>();
    const read = vi.fn(async () => 'packages');
    const owner = {};
    const [a, b] = await Promise.all([reads.get(owner, 1, read), reads.get(owner, 1, read)]);
    expect([a, b]).toEqual(['packages', 'packages']);
    await reads.get(owner, 1, read);
    expect(read).toHaveBeenCalledTimes(1);
    await reads.get(owner, 2, read);
    await reads.get({}, 1, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed read, nor a value it is told not to keep', async () => {
    const reads = new KeptReads<object, number, string | undefined>((v) => v !== undefined);
    const owner = {};
    await expect(reads.get(owner, 1, async () => Promise.reject(new Error('connection lost')))).rejects.toThrow();
    expect(await reads.get(owner, 1, async () => 'read again')).toBe('read again');
    expect(await reads.get(owner, 2, async () => undefined)).toBeUndefined();
    expect(await reads.get(owner, 2, async () => 'now known')).toBe('now known');
    expect(await reads.get(owner, 2, async () => 'not read')).toBe('now known');
  });
});
