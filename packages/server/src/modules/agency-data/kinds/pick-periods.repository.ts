import { asc, eq } from 'drizzle-orm';
import { pickPeriods } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** pick-periods.csv's statements (kinds/pick-periods.ts). */

type PickPeriod = typeof pickPeriods.$inferInsert;

export function pickPeriodsPage(db: Db, last: { code: string } | undefined, limit: number) {
  return db
    .select()
    .from(pickPeriods)
    .where(after([pickPeriods.code], last && [last.code]))
    .orderBy(asc(pickPeriods.code))
    .limit(limit);
}

export async function insertPickPeriod(db: Db, row: PickPeriod): Promise<void> {
  await db.insert(pickPeriods).values(row);
}

export async function updatePickPeriod(db: Db, { code, ...rest }: PickPeriod): Promise<void> {
  await db.update(pickPeriods).set(rest).where(eq(pickPeriods.code, code));
}
