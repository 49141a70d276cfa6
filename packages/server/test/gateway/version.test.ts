import { describe, expect, it } from 'vitest';
import { isBelowMinimum } from '../../src/gateway/version';

// Version comparison itself is protocol's (versions.test.ts); this is the gateway's rule.
describe('isBelowMinimum', () => {
  it('compares as numbers, the desktop suffix ignored', () => {
    expect(isBelowMinimum('2.9.9', '2.10.0')).toBe(true);
    expect(isBelowMinimum('2.10.0', '2.9.9')).toBe(false);
    expect(isBelowMinimum('2.5.1-Desktop', '2.5.2')).toBe(true);
    expect(isBelowMinimum('2.5.1-Desktop', '2.5.1')).toBe(false);
  });

  it('treats missing or unreadable versions as too old', () => {
    expect(isBelowMinimum(undefined, '1.0.0')).toBe(true);
    expect(isBelowMinimum('abc', '1.0.0')).toBe(true);
    expect(isBelowMinimum(' ', '1.0.0')).toBe(true);
  });
});
