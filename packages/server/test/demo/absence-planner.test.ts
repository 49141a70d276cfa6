import { describe, expect, it } from 'vitest';
import { AbsencePlanner } from '../../src/demo/absences';
import { dayOf } from '../../src/lib/day-numbers';

describe('AbsencePlanner.keepClear', () => {
  it('keeps every absence out of the days kept clear, and counts them as taken when looking for a week', () => {
    const planner = new AbsencePlanner('100001', [], dayOf('2020-01-01'));
    const sunday = dayOf('2026-11-15');
    planner.keepClear(sunday, sunday + 6);
    planner.addWeek(sunday, 'VACATION');
    expect(planner.add(sunday + 1, 'SICK')).toBe(false);
    expect(planner.rows()).toEqual([]);
    expect(planner.hasAny(sunday + 3, sunday + 3)).toBe(true);
    planner.addWeek(sunday + 7, 'VACATION');
    expect(planner.rows().length).toBe(5);
  });
});
