import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absences, employees, otAvailability } from '../../db/schema';

/** The absence kind that makes a day impossible to offer for overtime. */
const VACATION = 'VACATION';

/**
 * Locks the employee's row until the transaction ends: two submissions of one employee
 * replace their availability one after the other, never interleaved.
 */
export async function lockEmployee(tx: Db, passId: string): Promise<void> {
  await tx.select({ passId: employees.passId }).from(employees).where(eq(employees.passId, passId)).for('update');
}

/** The employee's offered shifts dated `from` or later, with when each was submitted. */
export async function findOffered(db: Db, passId: string, from: string) {
  return db
    .select({ date: otAvailability.date, shift: otAvailability.shift, submittedAt: otAvailability.submittedAt })
    .from(otAvailability)
    .where(and(eq(otAvailability.passId, passId), gte(otAvailability.date, from)))
    .orderBy(asc(otAvailability.date));
}

/** The days from `from` to `to` (inclusive) the employee is off on vacation, in date order. */
export async function findVacationDates(db: Db, passId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ date: absences.date })
    .from(absences)
    .where(
      and(eq(absences.passId, passId), eq(absences.kind, VACATION), gte(absences.date, from), lte(absences.date, to)),
    )
    .orderBy(asc(absences.date));
  return rows.map((r) => r.date);
}

/** Replaces everything the employee offered from `from` on with `shifts`, stamped `submittedAt`. */
export async function replaceOffered(
  tx: Db,
  passId: string,
  from: string,
  shifts: readonly { date: string; shift: string }[],
  submittedAt: Date,
): Promise<void> {
  await tx.delete(otAvailability).where(and(eq(otAvailability.passId, passId), gte(otAvailability.date, from)));
  if (shifts.length === 0) return;
  await tx.insert(otAvailability).values(shifts.map((s) => ({ passId, date: s.date, shift: s.shift, submittedAt })));
}
