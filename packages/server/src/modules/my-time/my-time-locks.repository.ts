import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';

/**
 * One employee's My Time changes (days off, sick spells, vacation days, holiday choices, the
 * upkeep), one transaction at a time: each checks the bank and the days off with nothing changing
 * under it. Taken after any date lock, never before.
 */
export async function lockEmployee(tx: Db, passId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.myTimeEmployee}, hashtext(${passId}))`);
}
