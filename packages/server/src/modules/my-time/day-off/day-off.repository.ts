import { and, asc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { absences, dayOffQuotas, dayOffRequests } from '../../../db/schema';
import { ADVISORY_LOCKS } from '../../../lib/advisory-locks';

export type DayOffRow = typeof dayOffRequests.$inferSelect;

/**
 * Day-off changes for one date at one location, one transaction at a time, taken before the
 * employee's lock (my-time-locks.repository): the quota is counted with nothing changing under it.
 */
export async function lockDate(tx: Db, depotCode: string, date: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.dayOffDate}, hashtext(${`${depotCode}:${date}`}))`,
  );
}

/**
 * What a new request is weighed against, in one statement: the day's places at the location
 * and how many are approved, whether the employee already asked for it or is already off.
 */
export async function dayFacts(
  db: Db,
  passId: string,
  depotCode: string,
  date: string,
): Promise<{ slots: number | null; approved: number; asked: boolean; away: boolean }> {
  const [row] = rowsOf<{ slots: number | null; approved: number; asked: boolean; away: boolean }>(
    await db.execute(sql`select
      (select slots from day_off_quotas where depot_code = ${depotCode} and date = ${date}) as slots,
      (select count(*)::int from day_off_requests
        where depot_code = ${depotCode} and date = ${date} and status = 'APPROVED') as approved,
      exists(select 1 from day_off_requests where pass_id = ${passId} and date = ${date} and status <> 'CANCELLED') as asked,
      exists(select 1 from absences where pass_id = ${passId} and date = ${date}) as away`),
  );
  if (!row) throw new Error('day facts returned no row');
  return {
    slots: row.slots === null ? null : Number(row.slots),
    approved: Number(row.approved),
    asked: row.asked,
    away: row.away,
  };
}

export async function quotaOf(db: Db, depotCode: string, date: string): Promise<number | undefined> {
  const [row] = await db
    .select({ slots: dayOffQuotas.slots })
    .from(dayOffQuotas)
    .where(and(eq(dayOffQuotas.depotCode, depotCode), eq(dayOffQuotas.date, date)));
  return row?.slots;
}

export async function approvedOn(db: Db, depotCode: string, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dayOffRequests)
    .where(
      and(
        eq(dayOffRequests.depotCode, depotCode),
        eq(dayOffRequests.date, date),
        eq(dayOffRequests.status, 'APPROVED'),
      ),
    );
  return row?.n ?? 0;
}

/** Those waiting for the date at the location, most senior first (then first asked). */
export function waitlistOn(db: Db, depotCode: string, date: string): Promise<DayOffRow[]> {
  return db
    .select()
    .from(dayOffRequests)
    .where(
      and(
        eq(dayOffRequests.depotCode, depotCode),
        eq(dayOffRequests.date, date),
        eq(dayOffRequests.status, 'WAITLISTED'),
      ),
    )
    .orderBy(asc(dayOffRequests.seniorityNumber), asc(dayOffRequests.id));
}

export async function findByRequestId(db: Db, requestId: string): Promise<DayOffRow | undefined> {
  const [row] = await db.select().from(dayOffRequests).where(eq(dayOffRequests.requestId, requestId));
  return row;
}

export async function findMine(db: Db, passId: string, dayOffId: number): Promise<DayOffRow | undefined> {
  const [row] = await db
    .select()
    .from(dayOffRequests)
    .where(and(eq(dayOffRequests.id, dayOffId), eq(dayOffRequests.passId, passId)));
  return row;
}

/**
 * The employee's requests from `from` on, by date then when asked, each waitlisted one with its
 * place: those waiting for the same day at the same location before it, by seniority then
 * when asked, plus one. One statement however many are waiting.
 */
export function myRequestsFrom(db: Db, passId: string, from: string) {
  return db
    .select({
      ...getTableColumns(dayOffRequests),
      waitlistPosition: sql<number | null>`case when day_off_requests.status = 'WAITLISTED' then (
        select count(*)::int + 1 from day_off_requests w
        where w.depot_code = day_off_requests.depot_code and w.date = day_off_requests.date
          and w.status = 'WAITLISTED'
          and (w.seniority_number, w.id) < (day_off_requests.seniority_number, day_off_requests.id)
      ) end`,
    })
    .from(dayOffRequests)
    .where(and(eq(dayOffRequests.passId, passId), gte(dayOffRequests.date, from)))
    .orderBy(asc(dayOffRequests.date), asc(dayOffRequests.id));
}

export async function hasAbsenceOn(db: Db, passId: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: absences.id })
    .from(absences)
    .where(and(eq(absences.passId, passId), eq(absences.date, date)));
  return row !== undefined;
}

export async function insertRequest(db: Db, row: typeof dayOffRequests.$inferInsert): Promise<DayOffRow> {
  const [inserted] = await db.insert(dayOffRequests).values(row).returning();
  if (!inserted) throw new Error('day-off request insert returned no row');
  return inserted;
}

export async function setStatus(
  db: Db,
  id: number,
  change: Pick<DayOffRow, 'status'> & Partial<Pick<DayOffRow, 'approvedAt' | 'cancelledAt'>>,
): Promise<void> {
  await db.update(dayOffRequests).set(change).where(eq(dayOffRequests.id, id));
}

export async function insertAbsence(db: Db, row: typeof absences.$inferInsert): Promise<void> {
  await db.insert(absences).values(row);
}

export async function deleteAbsenceOf(db: Db, dayOffId: number): Promise<void> {
  await db.delete(absences).where(eq(absences.dayOffRequestId, dayOffId));
}
