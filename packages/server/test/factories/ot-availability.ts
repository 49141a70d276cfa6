import { addDays } from '@crewline/protocol';
import { absences, otAvailability } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

export type AbsenceRecord = typeof absences.$inferSelect;

/** One absence of an employee on `date`; a vacation day unless told otherwise. */
export async function createAbsence(
  db: Db,
  passId: string,
  date: string,
  fields: Partial<Omit<AbsenceRecord, 'id' | 'passId' | 'date'>> = {},
): Promise<AbsenceRecord> {
  const [row] = await db
    .insert(absences)
    .values({ passId, date, kind: 'VACATION', payCode: null, minutes: 480, ...fields })
    .returning();
  if (!row) throw new Error('absence insert returned nothing');
  return row;
}

/** A vacation of `days` consecutive days from `firstDate`. */
export async function createVacation(db: Db, passId: string, firstDate: string, days: number): Promise<string[]> {
  const dates = Array.from({ length: days }, (_, i) => addDays(firstDate, i));
  for (const date of dates) await createAbsence(db, passId, date);
  return dates;
}

/** Offered shifts stored directly, as an earlier submission left them. */
export async function storeOffered(
  db: Db,
  passId: string,
  shifts: readonly { date: string; shift: string }[],
  submittedAt: Date,
): Promise<void> {
  if (shifts.length === 0) return;
  await db.insert(otAvailability).values(shifts.map((s) => ({ passId, ...s, submittedAt })));
}
