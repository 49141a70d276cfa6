/** A day of the assignments calendar as the server gives it. */
export interface CalendarDay {
  date: string;
  runCode: string | null;
  holiday: string | null;
  note: string | null;
}

export interface CalendarMonth {
  /** YYYY-MM. */
  key: string;
  /** Weeks Sunday first; null where the day is outside the month or the pick period. */
  weeks: (CalendarDay | null)[][];
}

/** The days of a period as month grids, Sunday first (a month grid of the pick period). */
export function calendarMonths(days: readonly CalendarDay[]): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (const day of days) {
    const key = day.date.slice(0, 7);
    let month = months.at(-1);
    if (!month || month.key !== key) {
      month = { key, weeks: [] };
      months.push(month);
    }
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    let week = month.weeks.at(-1);
    if (!week || weekday === 0) {
      week = Array.from({ length: 7 }, () => null);
      month.weeks.push(week);
    }
    week[weekday] = day;
  }
  return months;
}
