import { createHash } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { depots, employees, pickPeriods, pickTurns, seedInfo } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

/** A hash of every row the seeder writes, read back through drizzle so both drivers agree on types. */
export async function agencyDigest(db: Db): Promise<string> {
  const tables = [
    await db.select().from(depots).orderBy(asc(depots.code)),
    await db.select().from(employees).orderBy(asc(employees.passId)),
    await db.select().from(pickPeriods).orderBy(asc(pickPeriods.id)),
    await db.select().from(pickTurns).orderBy(asc(pickTurns.pickPeriodId), asc(pickTurns.passId)),
    await db.select().from(seedInfo),
  ];
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}
