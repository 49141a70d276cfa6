import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../lib/date-format';
import { daysOffText } from './picked-job-format';

describe('daysOffText', () => {
  it('reads a weekend as Saturday then Sunday', () => {
    expect(daysOffText(['Sun', 'Sat'])).toBe('Sat, Sun');
  });
  it('keeps week order for days off inside the week', () => {
    expect(daysOffText(['Tue', 'Wed'])).toBe('Tue, Wed');
    expect(daysOffText(['Sun', 'Mon'])).toBe('Sun, Mon');
    expect(daysOffText(['Fri', 'Sat'])).toBe('Fri, Sat');
  });
  it('starts split days off at the first run after a work day', () => {
    expect(daysOffText(['Sun', 'Wed', 'Sat'])).toBe('Wed, Sat, Sun');
    expect(daysOffText(['Mon', 'Thu'])).toBe('Mon, Thu');
  });
  it('names no days off and every day off', () => {
    expect(daysOffText([])).toBe('None');
    expect(daysOffText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])).toBe('Every day');
  });
});

describe('ranges', () => {
  it('shows dates as dd-Mon-yy', () => {
    expect(formatDateRange('2026-11-22', '2027-05-22', 'en-US')).toBe('22-Nov-26 – 22-May-27');
  });
});
