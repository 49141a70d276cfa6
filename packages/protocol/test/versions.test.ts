import { describe, expect, it } from 'vitest';
import { compareVersions, isKnownVersion, versionNumber } from '../src/versions';

describe('versions, three digits per dotted part', () => {
  it.each([
    ['2.5.1', 2_005_001],
    ['2.5.1-Desktop', 2_005_001],
    ['10.0', 10_000_000],
    ['1', 1_000_000],
    ['1.2.3.4', 1_002_003],
    ['1.x.3', 1_000_003],
    ['1.1000.0', 1_999_000],
  ])('%s → %i', (v, n) => {
    expect(versionNumber(v)).toBe(n);
  });

  it('compares as numbers, not text', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.5.1-Desktop', '2.5.1')).toBe(0);
    expect(compareVersions('1.99.99', '2.0.0')).toBeLessThan(0);
  });

  it('blank or non-numeric versions are unknown', () => {
    expect(isKnownVersion(' ')).toBe(false);
    expect(isKnownVersion(undefined)).toBe(false);
    expect(isKnownVersion('beta')).toBe(false);
    expect(isKnownVersion('2.5.1')).toBe(true);
  });
});
