import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, jobs, pickPeriods, pickRounds, pickTurns, vrBids } from '../../db/schema';

/** What the vacation relief services read: the employee's relief rounds and a round's bids as posted. */

/** The relief rounds the employee has a turn in, newest first. */
export function myVrRounds(db: Db, passId: string) {
  return db
    .select({
      roundId: pickRounds.id,
      pickPeriodId: pickRounds.pickPeriodId,
      description: pickPeriods.description,
      opensAt: pickRounds.opensAt,
      closesAt: pickRounds.closesAt,
      closedAt: pickRounds.closedAt,
      turnAt: pickTurns.turnAt,
    })
    .from(pickTurns)
    .innerJoin(pickRounds, eq(pickRounds.id, pickTurns.pickRoundId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(and(eq(pickTurns.passId, passId), eq(pickRounds.kind, 'VR')))
    .orderBy(desc(pickRounds.opensAt));
}
export type VrRoundRow = Awaited<ReturnType<typeof myVrRounds>>[number];

/** The round's bids with the job they relieve and whose vacation it is, by first week then job. */
export function roundBids(db: Db, roundId: number) {
  return db
    .select({
      bidId: vrBids.id,
      groupId: vrBids.pickGroupId,
      firstWeek: vrBids.firstWeek,
      weeks: vrBids.weeks,
      coveredFirstName: employees.firstName,
      coveredLastName: employees.lastName,
      coveredTitle: employees.title,
      code: jobs.code,
      line: jobs.route,
      daysOff: jobs.daysOff,
      reportMinutes: jobs.reportMinutes,
      startMinutes: jobs.startMinutes,
      endMinutes: jobs.endMinutes,
      paidMinutes: jobs.paidMinutes,
    })
    .from(vrBids)
    .innerJoin(jobs, eq(jobs.id, vrBids.jobId))
    .innerJoin(employees, eq(employees.passId, vrBids.coveredPassId))
    .where(eq(vrBids.pickRoundId, roundId))
    .orderBy(asc(vrBids.firstWeek), asc(jobs.code));
}
export type VrBidRow = Awaited<ReturnType<typeof roundBids>>[number];
