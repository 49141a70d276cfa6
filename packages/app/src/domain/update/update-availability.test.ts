import { describe, expect, it } from 'vitest';
import { availableUpdate } from './update-availability';

const release = (version: string) => ({ version, url: 'https://apps.example/crewline' });

describe('availableUpdate (docs/product.md#update-availability: numbers with three digits per dotted part)', () => {
  it.each([
    ['2.5.1', '2.5.2', true],
    ['2.5.1', '2.10.0', true],
    ['2.5.1', '3.0', true],
    ['2.5.1', '2.5.1', false],
    ['2.5.1', '2.5.0', false],
    ['2.5.1', '2.4.999', false],
    ['2.5.1-Desktop', '2.5.1', false],
    ['2.5.1', '', false],
    ['2.5.1', 'n/a', false],
  ])('running %s, latest %s → update %s', (current, latest, expected) => {
    expect(availableUpdate(current, release(latest)) !== undefined).toBe(expected);
  });

  it('gives the release with its link, and nothing without one', () => {
    expect(availableUpdate('2.0.0', release('2.1.0'))).toEqual(release('2.1.0'));
    expect(availableUpdate('2.0.0', undefined)).toBeUndefined();
  });
});
