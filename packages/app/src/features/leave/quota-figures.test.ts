import { describe, expect, it } from 'vitest';
import { daysText } from './quota-figures';

describe('quota figures', () => {
  it('counts days in words, a real minus sign when over', () => {
    expect(daysText(1)).toBe('1 day');
    expect(daysText(0)).toBe('0 days');
    expect(daysText(12)).toBe('12 days');
    expect(daysText(-1)).toBe('−1 day');
    expect(daysText(-3)).toBe('−3 days');
  });
});
