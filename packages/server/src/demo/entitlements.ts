import type { vacationEntitlements } from '../db/schema';
import type { Department } from './agency';

export type EntitlementRow = typeof vacationEntitlements.$inferInsert;

/** Vacation weeks a year by whole years of service; the same in both departments. */
const WEEKS_FROM_YEARS: readonly (readonly [number, number])[] = [
  [0, 2],
  [1, 3],
  [5, 4],
  [10, 5],
];

export const VACATION_ENTITLEMENTS: readonly EntitlementRow[] = (['DOB', 'RTO'] as const).flatMap((department) =>
  WEEKS_FROM_YEARS.map(([minYears, weeks]) => ({ department, minYears, weeks, days: 0 })),
);

/** Vacation weeks owed after `years` of service (fractional years count as the whole years served). */
export function vacationWeeksFor(department: Department, years: number): number {
  const rows = VACATION_ENTITLEMENTS.filter((r) => r.department === department && r.minYears <= years);
  return rows.at(-1)?.weeks ?? 0;
}
