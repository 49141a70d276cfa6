import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { awards, employees, pickPeriods } from '../../../db/schema';
import { isCurrentAward } from '../current-award.repository';

/** The current award rows of these employees in the round: what a correction would supersede. */
export function currentRowsOf(db: Db, roundId: number, passIds: readonly string[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: awards.id,
      passId: awards.passId,
      outcome: awards.outcome,
      itemId: awards.itemId,
      choiceRank: awards.choiceRank,
    })
    .from(awards)
    .where(and(eq(awards.pickRoundId, roundId), inArray(awards.passId, [...passIds]), isCurrentAward))
    .orderBy(asc(awards.id));
}

/** Names by pass id. */
export async function namesOf(db: Db, passIds: readonly string[]): Promise<Map<string, string>> {
  if (passIds.length === 0) return new Map();
  const rows = await db
    .select({ passId: employees.passId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(inArray(employees.passId, [...passIds]));
  return new Map(rows.map((r) => [r.passId, `${r.firstName} ${r.lastName}`]));
}

/** The dates of a pick period's work: from its effective date through its expiration. */
export async function periodDatesOf(db: Db, pickPeriodId: number) {
  const [row] = await db
    .select({ effectiveDate: pickPeriods.effectiveDate, expirationDate: pickPeriods.expirationDate })
    .from(pickPeriods)
    .where(eq(pickPeriods.id, pickPeriodId));
  return row;
}
