import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickPeriods, pickTurns } from '../../db/schema';

/** The employee's next pick turn whose pick period has not ended by `todayIso`. */
export async function findUpcomingPickTurn(db: Db, passId: string, todayIso: string) {
  const rows = await db
    .select({
      turnAt: pickTurns.turnAt,
      type: pickPeriods.type,
      description: pickPeriods.description,
      startDate: pickPeriods.startDate,
      endDate: pickPeriods.endDate,
      effectiveDate: pickPeriods.effectiveDate,
      expirationDate: pickPeriods.expirationDate,
    })
    .from(pickTurns)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickTurns.pickPeriodId))
    .where(and(eq(pickTurns.passId, passId), gte(pickPeriods.endDate, todayIso)))
    .orderBy(asc(pickTurns.turnAt))
    .limit(1);
  return rows[0];
}

export type UpcomingPickTurn = NonNullable<Awaited<ReturnType<typeof findUpcomingPickTurn>>>;
