import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awardRuns, awards, employees, packages, pickEvents } from '../../db/schema';
import { isCurrentAward } from '../pick';

/**
 * What the pick-preference services read beside the list itself: the employee's rounds and
 * place in them, their award rows, and the packages already taken in a work round.
 */

/** The employee's award rows in the round, in the order they were made. */
export function myAwardRows(db: Db, roundId: number, passId: string) {
  return db
    .select({
      id: awards.id,
      awardRunId: awards.awardRunId,
      runEvent: awardRuns.ledgerEvent,
      outcome: awards.outcome,
      itemId: awards.itemId,
      seat: awards.seat,
      choiceRank: awards.choiceRank,
      explanation: awards.explanation,
      awardedAt: awards.awardedAt,
      /** A bid-around pick the office entered: who (the run's request in the ledger names them). */
      enteredBy: sql<string | null>`${pickEvents.payload}->'request'->'enteredBy'->>'passId'`,
      /** A correction's run: why the pick office corrected the award (its RUN event records it). */
      correctedBecause: sql<string | null>`${pickEvents.payload}->'correction'->>'reason'`,
      correctedFrom: sql<string | null>`${pickEvents.payload}->'correction'->>'effectiveFrom'`,
      enteredByRole: sql<
        string | null
      >`(select ${employees.officeRole} from ${employees} where ${employees.passId} = ${pickEvents.payload}->'request'->'enteredBy'->>'passId')`,
    })
    .from(awards)
    .innerJoin(awardRuns, eq(awardRuns.id, awards.awardRunId))
    .leftJoin(pickEvents, eq(pickEvents.seq, awardRuns.ledgerEvent))
    .where(and(eq(awards.pickRoundId, roundId), eq(awards.passId, passId), isCurrentAward))
    .orderBy(asc(awards.id));
}

/** Packages of these populations awarded in the round, with their holder. */
export function takenPackages(db: Db, roundId: number, populationIds: readonly number[]) {
  if (populationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      packageId: packages.id,
      code: packages.code,
      firstName: employees.firstName,
      lastName: employees.lastName,
      passId: awards.passId,
      takenAt: awards.awardedAt,
    })
    .from(awards)
    .innerJoin(packages, eq(packages.id, awards.itemId))
    .innerJoin(employees, eq(employees.passId, awards.passId))
    .where(and(eq(awards.pickRoundId, roundId), isCurrentAward, inArray(packages.populationId, [...populationIds])))
    .orderBy(asc(packages.code), asc(awards.seat));
}
