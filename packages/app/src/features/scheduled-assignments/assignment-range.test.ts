import { ASSIGNMENT_TEXTS, addDays, SCHEDULED_ASSIGNMENTS_MAX_DAYS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../lib/paths';
import { checkRange, describeRange, quickRanges, rangeFromSearch, viewerPath } from './assignment-range';

describe('quick choices', () => {
  it('are today, the Sunday-to-Saturday week, and the next 2 and 8 weeks from today', () => {
    // 2026-11-25 is a Wednesday.
    expect(quickRanges('2026-11-25')).toEqual([
      { label: 'Today', range: { from: '2026-11-25', to: '2026-11-25' } },
      { label: 'This week', range: { from: '2026-11-22', to: '2026-11-28' } },
      { label: 'Next 2 weeks', range: { from: '2026-11-25', to: '2026-12-08' } },
      { label: 'Next 8 weeks', range: { from: '2026-11-25', to: '2027-01-19' } },
    ]);
    expect(quickRanges('2026-11-22')[1]?.range).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(quickRanges('2026-11-28')[1]?.range).toEqual({ from: '2026-11-22', to: '2026-11-28' });
  });

  it('all pass the limit the server applies', () => {
    for (const { range } of quickRanges('2026-12-31')) expect(checkRange(range.from, range.to).ok).toBe(true);
  });
});

describe('checkRange', () => {
  it('takes one day when no end date is given', () => {
    expect(checkRange('2026-11-21', '')).toEqual({ ok: true, range: { from: '2026-11-21', to: '2026-11-21' } });
  });

  it('accepts the longest range and refuses one day more, saying how long it is', () => {
    const last = addDays('2026-11-21', SCHEDULED_ASSIGNMENTS_MAX_DAYS - 1);
    expect(checkRange('2026-11-21', last).ok).toBe(true);
    expect(checkRange('2026-11-21', addDays(last, 1))).toEqual({
      ok: false,
      message: `From 21-Nov-26 to 22-Jan-27 is 63 days. Choose at most ${SCHEDULED_ASSIGNMENTS_MAX_DAYS} days at a time.`,
    });
  });

  it.each([
    ['no start date', '', '2026-11-30', ASSIGNMENT_TEXTS.chooseDate],
    ['an end before the start', '2026-11-30', '2026-11-29', ASSIGNMENT_TEXTS.order],
    ['a date that does not exist', '2026-02-30', '', ASSIGNMENT_TEXTS.dateFormat],
    ['another format', '11/21/2026', '', ASSIGNMENT_TEXTS.dateFormat],
  ])('refuses %s', (_name, from, to, message) => {
    expect(checkRange(from, to)).toEqual({ ok: false, message });
  });
});

describe('the viewer address', () => {
  it('carries the range and reads it back', () => {
    const path = viewerPath({ from: '2026-11-21', to: '2027-01-15' });
    expect(path).toBe(`${PATHS.scheduledAssignmentsViewer}?from=2026-11-21&to=2027-01-15`);
    expect(rangeFromSearch(path.slice(path.indexOf('?')))).toEqual({
      ok: true,
      range: { from: '2026-11-21', to: '2027-01-15' },
    });
    expect(rangeFromSearch('?from=2026-01-01&to=2026-12-31').ok).toBe(false);
    expect(rangeFromSearch('')).toEqual({ ok: false, message: ASSIGNMENT_TEXTS.chooseDate });
  });

  it('names one day with its day name, a range by its ends', () => {
    expect(describeRange({ from: '2026-11-21', to: '2026-11-21' })).toBe('Sat 21-Nov-26');
    expect(describeRange({ from: '2026-11-21', to: '2027-01-15' })).toBe('21-Nov-26 – 15-Jan-27');
  });
});
