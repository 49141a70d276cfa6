import { and, asc, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absences, dayOffQuotas, dayOffRequests, myTimeEvents } from '../../db/schema';

/** Namespaces of the transaction locks that serialise day-off changes: one date at a location, one employee. */
const DATE_LOCK = 7_311;
const EMPLOYEE_LOCK = 7_312;

export type DayOffRow = typeof dayOffRequests.$inferSelect;

/**
 * Day-off changes for one date at one location, then for one employee, one transaction at a
 * time (always in that order): the quota is counted and the bank checked with nothing changing
 * under them.
 */
export async function lockDate(tx: Db, depotCode: string, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DATE_LOCK}, hashtext(${`${depotCode}:${date}`}))`);
}
export async function lockEmployee(tx: Db, passId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMPLOYEE_LOCK}, hashtext(${passId}))`);
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

/** The employee's live request (approved or waitlisted) for the date, if any. */
export async function liveRequestOn(db: Db, passId: string, date: string): Promise<DayOffRow | undefined> {
  const [row] = await db
    .select()
    .from(dayOffRequests)
    .where(
      and(
        eq(dayOffRequests.passId, passId),
        eq(dayOffRequests.date, date),
        sql`${dayOffRequests.status} <> 'CANCELLED'`,
      ),
    );
  return row;
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

export async function appendMyTimeEvent(db: Db, event: typeof myTimeEvents.$inferInsert): Promise<void> {
  await db.insert(myTimeEvents).values(event);
}
