import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  holidayRequirements,
  holidays,
  jobs,
  packages,
  pickGroups,
  populationMembers,
  populations,
  vacationPools,
  vacationWeeks,
  vrBids,
} from '../../db/schema';

/**
 * What a pick offers and who may pick it, read by the turn loader (the whole pick) and by a
 * list save (one employee, the items of their list): one query shape for each.
 */

/** Population memberships in the pick, with each population's group; one employee's when `passId` is given. */
export function memberships(db: Db, pickPeriodId: number, passId?: string) {
  const inPick = eq(pickGroups.pickPeriodId, pickPeriodId);
  return db
    .select({ passId: populationMembers.passId, populationId: populations.id, groupId: pickGroups.id })
    .from(populationMembers)
    .innerJoin(populations, eq(populations.id, populationMembers.populationId))
    .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    .where(passId === undefined ? inPick : and(inPick, eq(populationMembers.passId, passId)));
}

const only = (inPick: SQL, column: Parameters<typeof inArray>[0], ids?: readonly number[]) =>
  ids === undefined ? inPick : (and(inPick, inArray(column, [...ids])) as SQL);

/** The pick's packages with their population and group; only `ids` when given. */
export function pickPackages(db: Db, pickPeriodId: number, ids?: readonly number[]) {
  return db
    .select({
      id: packages.id,
      code: packages.code,
      kind: packages.kind,
      capacity: packages.capacity,
      populationId: packages.populationId,
      groupId: populations.pickGroupId,
      jobId: packages.jobId,
    })
    .from(packages)
    .innerJoin(populations, eq(populations.id, packages.populationId))
    .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    .where(only(eq(pickGroups.pickPeriodId, pickPeriodId), packages.id, ids));
}

/** The pick's vacation weeks with their pool's population and group; only `ids` when given. */
export function pickVacationWeeks(db: Db, pickPeriodId: number, ids?: readonly number[]) {
  return db
    .select({
      id: vacationWeeks.id,
      weekStart: vacationWeeks.weekStart,
      quota: vacationWeeks.quota,
      restricted: vacationWeeks.restricted,
      populationId: vacationPools.populationId,
      groupId: vacationPools.pickGroupId,
    })
    .from(vacationWeeks)
    .innerJoin(vacationPools, eq(vacationPools.id, vacationWeeks.poolId))
    .innerJoin(pickGroups, eq(pickGroups.id, vacationPools.pickGroupId))
    .where(only(eq(pickGroups.pickPeriodId, pickPeriodId), vacationWeeks.id, ids));
}

/** The pick's holidays as a holiday round offers them: one item per holiday and group, with its requirement. */
export function pickHolidayItems(db: Db, pickPeriodId: number) {
  return db
    .select({
      id: holidayRequirements.id,
      date: holidays.date,
      name: holidays.name,
      groupId: holidayRequirements.pickGroupId,
      mustWork: holidayRequirements.mustWork,
    })
    .from(holidayRequirements)
    .innerJoin(holidays, eq(holidays.id, holidayRequirements.holidayId))
    .where(and(eq(holidays.pickPeriodId, pickPeriodId), eq(holidays.kind, 'PICK')));
}

/** A VR round's bids: each the work of one employee's vacation, over their consecutive weeks. */
export function roundVrBids(db: Db, roundId: number) {
  return db
    .select({
      id: vrBids.id,
      groupId: vrBids.pickGroupId,
      job: jobs.code,
      firstWeek: vrBids.firstWeek,
      weeks: vrBids.weeks,
    })
    .from(vrBids)
    .innerJoin(jobs, eq(jobs.id, vrBids.jobId))
    .where(eq(vrBids.pickRoundId, roundId));
}
