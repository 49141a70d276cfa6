import { addDays } from '@crewline/protocol';
import type { dayOffQuotas } from '../db/schema';
import type { DepotRow } from './depots';
import { Random } from './random';

/** How far ahead the agency posts days off to request (My Time). */
export const DAY_OFF_HORIZON_DAYS = 120;

/**
 * Each subway location's day-off quota for every date from tomorrow to the horizon: a few
 * places a day, fewer on Fridays and Mondays (the days everyone asks for) — the waitlist is real.
 * Single vacation days have places of their own: two to four a day, one on Fridays and Mondays.
 */
export function dayOffQuotaRows(
  seed: number,
  today: string,
  depots: readonly DepotRow[],
): (typeof dayOffQuotas.$inferInsert)[] {
  const rng = Random.derive(seed, 'day-off-quotas');
  // Its own draws, so the day-off places stay as they were before vacation days had any.
  const vacationRng = Random.derive(seed, 'vacation-day-quotas');
  const rows: (typeof dayOffQuotas.$inferInsert)[] = [];
  for (const depot of depots.filter((d) => d.dept === 'RTO')) {
    for (let d = 1; d <= DAY_OFF_HORIZON_DAYS; d++) {
      const date = addDays(today, d);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      const busy = weekday === 1 || weekday === 5;
      rows.push({
        depotCode: depot.code,
        date,
        slots: (busy ? 1 : 2) + rng.int(0, 2),
        vacationSlots: busy ? 1 : vacationRng.int(2, 4),
      });
    }
  }
  return rows;
}
