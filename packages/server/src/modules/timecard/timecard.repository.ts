import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payCodes, timecards } from '../../db/schema';

const timecardColumns = { weekStart: timecards.weekStart, status: timecards.status, lines: timecards.lines };

/** One employee's timecard of the pay week starting on `weekStart`, if payroll holds one. */
export async function findTimecard(db: Db, passId: string, weekStart: string) {
  const [row] = await db
    .select(timecardColumns)
    .from(timecards)
    .where(and(eq(timecards.passId, passId), eq(timecards.weekStart, weekStart)))
    .limit(1);
  return row;
}

/** One employee's latest timecards, newest first. */
export function listTimecards(db: Db, passId: string, limit: number) {
  return db
    .select(timecardColumns)
    .from(timecards)
    .where(eq(timecards.passId, passId))
    .orderBy(desc(timecards.weekStart))
    .limit(limit);
}

export function listPayCodes(db: Db) {
  return db
    .select({
      code: payCodes.code,
      description: payCodes.description,
      category: payCodes.category,
      color: payCodes.color,
      sortOrder: payCodes.sortOrder,
    })
    .from(payCodes)
    .orderBy(asc(payCodes.sortOrder), asc(payCodes.code));
}

export type PayCodeRecord = Awaited<ReturnType<typeof listPayCodes>>[number];
export type TimecardRecord = Awaited<ReturnType<typeof listTimecards>>[number];
