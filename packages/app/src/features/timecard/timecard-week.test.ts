import { TIMECARD_TEXTS } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../lib/date-format';
import { hasNextWeek, hasPreviousWeek, nextWeek, previousWeek, viewerPath, weekFromSearch } from './timecard-week';

describe('timecard weeks in the app', () => {
  it('reads the week of a viewer address with the server rule', () => {
    expect(weekFromSearch(new URL(`http://x${viewerPath('2026-11-08')}`).search)).toEqual({
      ok: true,
      weekStart: '2026-11-08',
    });
    expect(weekFromSearch('?week=2026-11-10')).toEqual({ ok: false, message: TIMECARD_TEXTS.notSunday('2026-11-10') });
    expect(weekFromSearch('?week=next')).toEqual({ ok: false, message: TIMECARD_TEXTS.weekStartFormat });
    expect(weekFromSearch('')).toEqual({ ok: false, message: TIMECARD_TEXTS.chooseWeek });
    expect(weekFromSearch('?week=')).toEqual({ ok: false, message: TIMECARD_TEXTS.chooseWeek });
  });

  it('walks week by week, across months and years', () => {
    expect(previousWeek('2026-11-01')).toBe('2026-10-25');
    expect(nextWeek('2026-12-27')).toBe('2027-01-03');
  });

  it('offers weeks between the oldest and the newest timecard, never one not yet started', () => {
    expect(hasNextWeek('2026-11-01', '2026-11-21', '2026-11-08')).toBe(true);
    // The current week (of 2026-11-15) opens even before payroll holds it; a gap before it does not.
    expect(hasNextWeek('2026-11-08', '2026-11-21', '2026-11-08')).toBe(true);
    expect(hasNextWeek('2026-11-01', '2026-11-21', '2026-11-01')).toBe(false);
    expect(hasNextWeek('2026-11-08', '2026-11-15', undefined)).toBe(true);
    expect(hasNextWeek('2026-11-08', '2026-11-14', undefined)).toBe(false);
    expect(hasNextWeek('2026-11-15', '2026-11-21', '2026-11-29')).toBe(false);
    expect(hasPreviousWeek('2026-05-24', '2026-05-24')).toBe(false);
    expect(hasPreviousWeek('2026-05-31', '2026-05-24')).toBe(true);
    expect(hasPreviousWeek('2026-05-31', undefined)).toBe(true);
  });

  it('shows the week as a range of display dates', () => {
    expect(formatDateRange('2026-12-27', '2027-01-02')).toMatch(/^27-\w+-26 – 02-\w+-27$/);
  });
});
