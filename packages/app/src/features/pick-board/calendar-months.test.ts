import { addDays } from '@crewline/protocol';
import { describe, expect, it } from 'vitest';
import { type CalendarDay, calendarMonths } from './calendar-months';

const days = (from: string, n: number): CalendarDay[] =>
  Array.from({ length: n }, (_, i) => ({ date: addDays(from, i), runCode: 'FB-101', holiday: null, note: null }));

describe('the assignments calendar months', () => {
  it('puts each day under its weekday, weeks Sunday first, a new grid per month', () => {
    // 2027-01-17 is a Sunday; January ends on a Sunday, the 31st.
    const months = calendarMonths(days('2027-01-17', 20));
    expect(months.map((m) => m.key)).toEqual(['2027-01', '2027-02']);
    const [jan, feb] = months;
    expect(jan?.weeks.map((w) => w.map((d) => d?.date.slice(8) ?? '--'))).toEqual([
      ['17', '18', '19', '20', '21', '22', '23'],
      ['24', '25', '26', '27', '28', '29', '30'],
      ['31', '--', '--', '--', '--', '--', '--'],
    ]);
    // 1 February 2027 is a Monday.
    expect(feb?.weeks[0]?.map((d) => d?.date.slice(8) ?? '--')).toEqual(['--', '01', '02', '03', '04', '05', '--']);
  });

  it('starts a period that begins mid-week with empty days before it', () => {
    const [month] = calendarMonths(days('2027-03-03', 4));
    expect(month?.weeks[0]?.map((d) => d?.date.slice(8) ?? '--')).toEqual(['--', '--', '--', '03', '04', '05', '06']);
  });
});
