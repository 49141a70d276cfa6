import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absences, awards, pickPeriods, pickRounds, vacationWeeks } from '../../db/schema';
import { isCurrentAward } from '../pick';

/** What the employee got from the picks: vacation days and the vacation awards behind them. */

const yearOf = sql<number>`extract(year from ${absences.date})::int`;

/** The employee's vacation days, in order; of one year when given. */
export function myVacationDays(db: Db, passId: string, year?: number) {
  const mine = and(eq(absences.passId, passId), eq(absences.kind, 'VACATION'));
  return db
    .select({ date: absences.date })
    .from(absences)
    .where(year === undefined ? mine : and(mine, eq(yearOf, year)))
    .orderBy(asc(absences.date));
}

/** The employee's awards of vacation weeks, with the week, the round and the pick. */
export function myVacationAwards(db: Db, passId: string) {
  return db
    .select({
      roundId: awards.pickRoundId,
      itemId: awards.itemId,
      weekStart: vacationWeeks.weekStart,
      outcome: awards.outcome,
      seat: awards.seat,
      choiceRank: awards.choiceRank,
      explanation: awards.explanation,
      awardedAt: awards.awardedAt,
      pick: pickPeriods.description,
    })
    .from(awards)
    .innerJoin(pickRounds, eq(pickRounds.id, awards.pickRoundId))
    .innerJoin(vacationWeeks, eq(vacationWeeks.id, awards.itemId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(and(eq(awards.passId, passId), eq(pickRounds.kind, 'VACATION'), isCurrentAward))
    .orderBy(asc(vacationWeeks.weekStart));
}
