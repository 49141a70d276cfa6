import { describe, expect, it } from 'vitest';
import { compareVersions, isBelowMinimum } from '../../src/gateway/version';

describe('compareVersions', () => {
  it('compares part by part as numbers', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.5', '2.5.0')).toBe(0);
    expect(compareVersions('1.99.99', '2.0.0')).toBeLessThan(0);
  });

  it('ignores the desktop suffix', () => {
    expect(compareVersions('2.5.1-Desktop', '2.5.1')).toBe(0);
    expect(isBelowMinimum('2.5.1-Desktop', '2.5.2')).toBe(true);
  });

  it('treats missing or unreadable versions as too old', () => {
    expect(isBelowMinimum(undefined, '1.0.0')).toBe(true);
    expect(isBelowMinimum('abc', '1.0.0')).toBe(true);
  });
});
