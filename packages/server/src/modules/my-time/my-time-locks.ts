import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Namespace of the transaction lock on one employee's My Time records (day-off.repository and vacation-days.repository lock dates). */
const EMPLOYEE_LOCK = 7_312;

/**
 * One employee's My Time changes (days off, sick spells, vacation days, holiday choices, the
 * upkeep), one transaction at a time: each checks the bank and the days off with nothing changing
 * under it. Taken after any date lock, never before.
 */
export async function lockEmployee(tx: Db, passId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMPLOYEE_LOCK}, hashtext(${passId}))`);
}
