import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { absences, vacationDaySaves, vacationDays } from '../../../db/schema';
import { ADVISORY_LOCKS } from '../../../lib/advisory-locks';

export type VacationDayRow = typeof vacationDays.$inferSelect;

/** Changes to one date's vacation places at one location, one transaction at a time. */
export async function lockVacationDate(tx: Db, depotCode: string, date: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.vacationDate}, hashtext(${`${depotCode}:${date}`}))`,
  );
}

/** The employee's vacation days after `today`, by date. */
export function myVacationDaysAfter(db: Db, passId: string, today: string): Promise<VacationDayRow[]> {
  return db
    .select()
    .from(vacationDays)
    .where(and(eq(vacationDays.passId, passId), gt(vacationDays.date, today), isNull(vacationDays.givenBackAt)))
    .orderBy(asc(vacationDays.date));
}

/**
 * The dates after `today` with vacation places at the location and how many are left (places
 * less the days taken), by date; with `only`, just those dates.
 */
export async function vacationPlaces(
  db: Db,
  depotCode: string,
  today: string,
  only?: readonly string[],
): Promise<{ date: string; placesLeft: number }[]> {
  if (only?.length === 0) return [];
  const rows = rowsOf<{ date: string; places_left: number }>(
    await db.execute(sql`select q.date::text as date,
        q.vacation_slots - (select count(*)::int from vacation_days v
          where v.depot_code = q.depot_code and v.date = q.date and v.given_back_at is null) as places_left
      from day_off_quotas q
      where q.depot_code = ${depotCode} and q.date > ${today} and q.vacation_slots > 0
        ${
          only
            ? sql`and q.date in (${sql.join(
                only.map((d) => sql`${d}::date`),
                sql`, `,
              )})`
            : sql``
        }
      order by q.date`),
  );
  return rows.map((r) => ({ date: r.date, placesLeft: Math.max(0, Number(r.places_left)) }));
}

export async function insertVacationDays(
  db: Db,
  rows: (typeof vacationDays.$inferInsert)[],
): Promise<VacationDayRow[]> {
  if (rows.length === 0) return [];
  return db.insert(vacationDays).values(rows).returning();
}

/** The days are given back: their rows say when, their absences go. */
export async function giveBack(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(vacationDays)
    .set({ givenBackAt: now })
    .where(inArray(vacationDays.id, [...ids]));
  await db.delete(absences).where(inArray(absences.vacationDayId, [...ids]));
}

export async function insertVacationAbsences(db: Db, rows: (typeof absences.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(absences).values(rows);
}

export async function findSave(db: Db, requestId: string): Promise<{ passId: string } | undefined> {
  const [row] = await db
    .select({ passId: vacationDaySaves.passId })
    .from(vacationDaySaves)
    .where(eq(vacationDaySaves.requestId, requestId));
  return row;
}

export async function insertSave(db: Db, row: typeof vacationDaySaves.$inferInsert): Promise<void> {
  await db.insert(vacationDaySaves).values(row);
}
