import { addDays } from '@crewline/protocol';
import type { dayOffQuotas } from '../db/schema';
import type { DepotRow } from './depots';
import { Random } from './random';

/** How far ahead the agency posts days off to request (My Time). */
export const DAY_OFF_HORIZON_DAYS = 120;

/**
 * Each subway location's day-off quota for every date from tomorrow to the horizon: a few
 * places a day, fewer on Fridays and Mondays (the days everyone asks for) — the waitlist is real.
 */
export function dayOffQuotaRows(
  seed: number,
  today: string,
  depots: readonly DepotRow[],
): (typeof dayOffQuotas.$inferInsert)[] {
  const rng = Random.derive(seed, 'day-off-quotas');
  const rows: (typeof dayOffQuotas.$inferInsert)[] = [];
  for (const depot of depots.filter((d) => d.dept === 'RTO')) {
    for (let d = 1; d <= DAY_OFF_HORIZON_DAYS; d++) {
      const date = addDays(today, d);
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      rows.push({ depotCode: depot.code, date, slots: (weekday === 1 || weekday === 5 ? 1 : 2) + rng.int(0, 2) });
    }
  }
  return rows;
}
