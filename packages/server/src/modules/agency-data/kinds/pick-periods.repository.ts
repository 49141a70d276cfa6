import { asc, eq } from 'drizzle-orm';
import { pickPeriods } from '../../../db/schema';
import type { Db } from '../../../db/types';

/** pick-periods.csv's statements (kinds/pick-periods.ts). */

type PickPeriod = typeof pickPeriods.$inferInsert;

export function pickPeriodsPage(db: Db, offset: number, limit: number) {
  return db.select().from(pickPeriods).orderBy(asc(pickPeriods.code)).offset(offset).limit(limit);
}

export async function insertPickPeriod(db: Db, row: PickPeriod): Promise<void> {
  await db.insert(pickPeriods).values(row);
}

export async function updatePickPeriod(db: Db, { code, ...rest }: PickPeriod): Promise<void> {
  await db.update(pickPeriods).set(rest).where(eq(pickPeriods.code, code));
}
