import { describe, expect, it } from 'vitest';
import {
  availabilityDays,
  offeredShifts,
  sameSelection,
  shiftCount,
  shiftKey,
  storedSelection,
  toggleShift,
} from './availability-selection';

// 2026-11-21 is a Saturday.
const WINDOW = { firstDate: '2026-11-21', lastDate: '2026-12-18', vacationDates: ['2026-11-30', '2026-12-01'] };

describe('availabilityDays', () => {
  const days = availabilityDays(WINDOW);

  it('lists every day of the window in order, 28 in all', () => {
    expect(days).toHaveLength(28);
    expect(days[0]?.date).toBe('2026-11-21');
    expect(days.at(-1)?.date).toBe('2026-12-18');
  });

  it('marks the vacation days', () => {
    expect(days.filter((d) => d.vacation).map((d) => d.date)).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('starts a week on each Sunday after the first row', () => {
    expect(days.filter((d) => d.weekStart).map((d) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
    ]);
    const sundayFirst = availabilityDays({ ...WINDOW, firstDate: '2026-11-22', lastDate: '2026-11-29' });
    expect(sundayFirst.filter((d) => d.weekStart).map((d) => d.date)).toEqual(['2026-11-29']);
  });

  it('crosses a month and a year end', () => {
    const turn = availabilityDays({ firstDate: '2026-12-30', lastDate: '2027-01-02', vacationDates: [] });
    expect(turn.map((d) => d.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('selection', () => {
  it('starts from what the server holds, without shifts on vacation days', () => {
    const stored = storedSelection({
      vacationDates: ['2026-11-30'],
      offered: [
        { date: '2026-11-22', shift: 'AM' },
        { date: '2026-11-30', shift: 'PM' },
      ],
    });
    expect([...stored]).toEqual([shiftKey('2026-11-22', 'AM')]);
  });

  it('toggles a shift on and off without touching the selection it came from', () => {
    const empty = new Set<string>();
    const on = toggleShift(empty, '2026-11-22', 'NIGHT');
    expect(on.has('2026-11-22 NIGHT')).toBe(true);
    expect(empty.size).toBe(0);
    const off = toggleShift(on, '2026-11-22', 'NIGHT');
    expect(off.size).toBe(0);
    expect(sameSelection(off, empty)).toBe(true);
    expect(sameSelection(on, empty)).toBe(false);
  });

  it('compares selections by their shifts, not their order', () => {
    expect(sameSelection(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameSelection(new Set(['a', 'b']), new Set(['a', 'c']))).toBe(false);
  });

  it('sends the shifts by date, then AM, PM, NIGHT', () => {
    let s: ReadonlySet<string> = new Set<string>();
    s = toggleShift(s, '2026-12-02', 'AM');
    s = toggleShift(s, '2026-11-22', 'NIGHT');
    s = toggleShift(s, '2026-11-22', 'AM');
    s = toggleShift(s, '2026-11-22', 'PM');
    expect(offeredShifts(s)).toEqual([
      { date: '2026-11-22', shift: 'AM' },
      { date: '2026-11-22', shift: 'PM' },
      { date: '2026-11-22', shift: 'NIGHT' },
      { date: '2026-12-02', shift: 'AM' },
    ]);
  });

  it('counts shifts in words', () => {
    expect(shiftCount(0)).toBe('0 shifts');
    expect(shiftCount(1)).toBe('1 shift');
    expect(shiftCount(84)).toBe('84 shifts');
  });
});
