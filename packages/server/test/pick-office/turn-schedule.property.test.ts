import { addDays, isoDateIn, wallClockIn, weekdayOf } from '@crewline/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NoTurnTimeError,
  type SchedulePerson,
  type ScheduleSettings,
  scheduleTurns,
} from '../../src/modules/pick-office/turn-schedule';

const ZONE = 'America/New_York';

/**
 * The plain reference: walk the calendar a minute at a time from the start day's midnight and
 * give the next person (most senior first) the first minute where a whole turn fits in the
 * office hours of a day with turns and overlaps no break.
 */
function reference(people: readonly SchedulePerson[], s: ScheduleSettings) {
  const ordered = [...people].sort((a, b) => a.seniorityNumber - b.seniorityNumber || a.passId.localeCompare(b.passId));
  const out: { passId: string; day: string; minutes: number }[] = [];
  let day = s.startDate;
  let minute = 0;
  for (const p of ordered) {
    for (;;) {
      if (minute >= 1440) {
        day = addDays(day, 1);
        minute = 0;
      }
      const end = minute + s.minutesPerTurn;
      const offDay = s.datesOff.includes(day) || s.weekdaysOff.includes(weekdayOf(day));
      if (offDay) {
        minute = 1440;
        continue;
      }
      const inHours = minute >= s.officeStart && end <= s.officeEnd;
      const inBreak = s.breaks.some((b) => minute < b.end && b.start < end);
      if (inHours && !inBreak) break;
      minute++;
    }
    out.push({ passId: p.passId, day, minutes: minute });
    minute += s.minutesPerTurn;
  }
  return out;
}

const people = fc
  .uniqueArray(fc.integer({ min: 1, max: 99_999 }), { minLength: 0, maxLength: 40 })
  .map((numbers) => numbers.map((n, i) => ({ passId: String(100_000 + ((n * 7 + i) % 900_000)), seniorityNumber: n })));

const settings: fc.Arbitrary<ScheduleSettings> = fc
  .record({
    startDate: fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
    minutesPerTurn: fc.integer({ min: 1, max: 90 }),
    officeStart: fc.integer({ min: 0, max: 12 * 60 }),
    length: fc.integer({ min: 90, max: 12 * 60 }),
    breaks: fc.array(fc.record({ at: fc.integer({ min: 0, max: 600 }), length: fc.integer({ min: 1, max: 60 }) }), {
      maxLength: 2,
    }),
    weekdaysOff: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 5 }),
    datesOff: fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 5 }),
  })
  .map((r) => {
    const startDate = r.startDate.toISOString().slice(0, 10);
    return {
      startDate,
      minutesPerTurn: r.minutesPerTurn,
      officeStart: r.officeStart,
      officeEnd: Math.min(1440, r.officeStart + r.length),
      breaks: r.breaks.map((b) => ({ start: r.officeStart + b.at, end: r.officeStart + b.at + b.length })),
      weekdaysOff: r.weekdaysOff,
      datesOff: r.datesOff.map((d) => addDays(startDate, d)),
    };
  });

describe('the turn schedule generator', () => {
  it('gives what the minute-by-minute reference gives, and keeps every rule', () => {
    fc.assert(
      fc.property(people, settings, (ps, s) => {
        let turns: ReturnType<typeof scheduleTurns>;
        try {
          turns = scheduleTurns(ps, s, ZONE);
        } catch (e) {
          // Only when no day can hold a turn: the reference would walk for ever.
          expect(e).toBeInstanceOf(NoTurnTimeError);
          return;
        }
        expect(turns.map((t) => ({ passId: t.passId, day: t.day, minutes: t.minutes }))).toEqual(reference(ps, s));
        const order = [...ps].sort((a, b) => a.seniorityNumber - b.seniorityNumber).map((p) => p.passId);
        expect(turns.map((t) => t.passId)).toEqual(order);
        for (const t of turns) {
          expect(t.minutes).toBeGreaterThanOrEqual(s.officeStart);
          expect(t.minutes + s.minutesPerTurn).toBeLessThanOrEqual(s.officeEnd);
          expect(s.breaks.some((b) => t.minutes < b.end && b.start < t.minutes + s.minutesPerTurn)).toBe(false);
          expect(s.weekdaysOff.includes(weekdayOf(t.day)) || s.datesOff.includes(t.day)).toBe(false);
          // The instant is the agency wall clock of the day and minute (outside a DST gap).
          const wall = wallClockIn(t.at, ZONE);
          const exact = isoDateIn(t.at, ZONE) === t.day && wall.hour * 60 + wall.minute === t.minutes;
          if (!exact) expect(Math.abs(wall.hour * 60 + wall.minute - t.minutes)).toBe(60);
        }
        for (let i = 1; i < turns.length; i++) {
          const [a, b] = [turns[i - 1], turns[i]];
          if (!a || !b) continue;
          expect(b.at.getTime()).toBeGreaterThan(a.at.getTime() - 3_600_000);
          // Spaced N minutes: the next turn of a day starts N minutes on unless a break came between.
          const aEnd = a.minutes + s.minutesPerTurn;
          if (a.day === b.day) expect(b.minutes).toBeGreaterThanOrEqual(aEnd);
          if (a.day === b.day && b.minutes !== aEnd)
            expect(s.breaks.some((x) => x.start < aEnd + s.minutesPerTurn && x.end > aEnd)).toBe(true);
        }
        // Deterministic, whatever order the people come in.
        expect(scheduleTurns([...ps].reverse(), s, ZONE)).toEqual(turns);
      }),
      { numRuns: 200 },
    );
  });

  it('skips weekends, listed days and the lunch break, 10 minutes a turn from 08:00 to 16:00', () => {
    const s: ScheduleSettings = {
      startDate: '2027-01-01', // a Friday, New Year's Day: a listed day off
      minutesPerTurn: 10,
      officeStart: 8 * 60,
      officeEnd: 16 * 60,
      breaks: [{ start: 12 * 60, end: 12 * 60 + 30 }],
      weekdaysOff: [0, 6],
      datesOff: ['2027-01-01'],
    };
    const ps = Array.from({ length: 50 }, (_, i) => ({ passId: String(100_100 + i), seniorityNumber: 50 - i }));
    const turns = scheduleTurns(ps, s, ZONE);
    // Monday January 4: 24 turns before noon, then from 12:30 the rest to 16:00 (21).
    expect(turns[0]).toMatchObject({ passId: '100149', day: '2027-01-04', minutes: 480 });
    expect(turns[0]?.at.toISOString()).toBe('2027-01-04T13:00:00.000Z');
    expect(turns[23]).toMatchObject({ day: '2027-01-04', minutes: 11 * 60 + 50 });
    expect(turns[24]).toMatchObject({ day: '2027-01-04', minutes: 12 * 60 + 30 });
    expect(turns[44]).toMatchObject({ day: '2027-01-04', minutes: 15 * 60 + 50 });
    expect(turns[45]).toMatchObject({ day: '2027-01-05', minutes: 480 });
    expect(turns.at(-1)?.passId).toBe('100100');
  });

  it('refuses settings under which no day has a turn time', () => {
    const s: ScheduleSettings = {
      startDate: '2027-01-04',
      minutesPerTurn: 30,
      officeStart: 480,
      officeEnd: 600,
      breaks: [{ start: 470, end: 610 }],
      weekdaysOff: [],
      datesOff: [],
    };
    expect(() => scheduleTurns([{ passId: '1', seniorityNumber: 1 }], s, ZONE)).toThrow(NoTurnTimeError);
    expect(scheduleTurns([], s, ZONE)).toEqual([]);
  });
});
