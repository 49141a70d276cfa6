import { PREFERENCE_ROUND_KINDS } from '@crewline/protocol';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { depots, jobs, pickPeriods, pickRounds, pickTurns } from '../../db/schema';

const periodColumns = {
  pickPeriodId: pickPeriods.id,
  type: pickPeriods.type,
  description: pickPeriods.description,
  pickStartDate: pickPeriods.startDate,
  pickEndDate: pickPeriods.endDate,
  effectiveDate: pickPeriods.effectiveDate,
  expirationDate: pickPeriods.expirationDate,
};

const jobColumns = {
  ...periodColumns,
  jobCode: jobs.code,
  route: jobs.route,
  depotCode: jobs.depotCode,
  depotName: depots.name,
  depotBorough: depots.borough,
  daysOff: jobs.daysOff,
  reportMinutes: jobs.reportMinutes,
  startMinutes: jobs.startMinutes,
  endMinutes: jobs.endMinutes,
  paidMinutes: jobs.paidMinutes,
  reliefPoint: jobs.reliefPoint,
  reliefMinutes: jobs.reliefMinutes,
};

/** The employee's jobs in pick periods of their own department (the periods whose work they hold). */
const heldBy = (passId: string, department: string) =>
  and(eq(jobs.pickedBy, passId), eq(pickPeriods.department, department));

/** Each pick period the employee holds a job in, with the job's code, latest effective date first. */
export function listHeldPeriods(db: Db, passId: string, department: string) {
  return db
    .select({ ...periodColumns, jobCode: jobs.code })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .where(heldBy(passId, department))
    .orderBy(desc(pickPeriods.effectiveDate), desc(pickPeriods.id));
}

/** The employee's jobs whose work has not expired by `fromIso`, in the order they take effect. */
export function listHeldJobsFrom(db: Db, passId: string, department: string, fromIso: string) {
  return db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(and(heldBy(passId, department), gte(pickPeriods.expirationDate, fromIso)))
    .orderBy(asc(pickPeriods.effectiveDate), asc(pickPeriods.id));
}

/** The employee's job in one pick period; undefined when the period is unknown or holds no job of theirs. */
export async function findHeldJob(db: Db, passId: string, department: string, pickPeriodId: number) {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(and(heldBy(passId, department), eq(jobs.pickPeriodId, pickPeriodId)))
    .limit(1);
  return row;
}

export type HeldPeriodRow = Awaited<ReturnType<typeof listHeldPeriods>>[number];
export type HeldJobRow = Awaited<ReturnType<typeof listHeldJobsFrom>>[number];

/**
 * The employee's next pick turn in a pick period that has not ended by `todayIso`: the earliest
 * still to come at `now` (a pick has a turn per round), or, when all have passed, the latest.
 */
export async function findUpcomingPickTurn(db: Db, passId: string, todayIso: string, now: Date) {
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
    .orderBy(
      sql`case when ${pickTurns.turnAt} >= ${now} then 0 else 1 end`,
      sql`case when ${pickTurns.turnAt} >= ${now} then ${pickTurns.turnAt} end asc`,
      desc(pickTurns.turnAt),
    )
    .limit(1);
  return rows[0];
}

export type UpcomingPickTurn = NonNullable<Awaited<ReturnType<typeof findUpcomingPickTurn>>>;

/**
 * The employee's picked jobs whose work (a pick period of the employee's department) is in
 * force on at least one day of from..to, with the period's dates and the depot's name.
 */
const selectJobsInForce = preparedPerDatabase((db) =>
  db
    .select({
      effectiveDate: pickPeriods.effectiveDate,
      expirationDate: pickPeriods.expirationDate,
      code: jobs.code,
      route: jobs.route,
      depotCode: jobs.depotCode,
      depotName: depots.name,
      daysOff: jobs.daysOff,
      reportMinutes: jobs.reportMinutes,
      startMinutes: jobs.startMinutes,
      endMinutes: jobs.endMinutes,
      paidMinutes: jobs.paidMinutes,
      reliefPoint: jobs.reliefPoint,
      reliefMinutes: jobs.reliefMinutes,
    })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(
      and(
        eq(jobs.pickedBy, sql.placeholder('passId')),
        eq(pickPeriods.department, sql.placeholder('department')),
        lte(pickPeriods.effectiveDate, sql.placeholder('to')),
        gte(pickPeriods.expirationDate, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(pickPeriods.effectiveDate))
    .prepare('crewline_jobs_in_force'),
);

export function findJobsInForce(db: Db, passId: string, department: string, from: string, to: string) {
  return selectJobsInForce(db).execute({ passId, department, from, to });
}

export type JobInForce = Awaited<ReturnType<typeof findJobsInForce>>[number];

/** Every preference round the employee has a turn in, in the picks of their department, newest pick first. */
export function roundsWithMyTurn(db: Db, passId: string, department: string) {
  return db
    .select({
      roundId: pickRounds.id,
      kind: pickRounds.kind,
      seq: pickRounds.seq,
      opensAt: pickRounds.opensAt,
      closesAt: pickRounds.closesAt,
      closedAt: pickRounds.closedAt,
      turnAt: pickTurns.turnAt,
      pickPeriodId: pickPeriods.id,
      description: pickPeriods.description,
      effectiveDate: pickPeriods.effectiveDate,
      expirationDate: pickPeriods.expirationDate,
    })
    .from(pickTurns)
    .innerJoin(pickRounds, eq(pickRounds.id, pickTurns.pickRoundId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(
      and(
        eq(pickTurns.passId, passId),
        eq(pickPeriods.department, department),
        inArray(pickRounds.kind, [...PREFERENCE_ROUND_KINDS]),
      ),
    )
    .orderBy(desc(pickPeriods.effectiveDate), asc(pickRounds.seq));
}

export async function findRound(db: Db, roundId: number) {
  const [round] = await db
    .select({
      id: pickRounds.id,
      pickPeriodId: pickRounds.pickPeriodId,
      kind: pickRounds.kind,
      opensAt: pickRounds.opensAt,
      closesAt: pickRounds.closesAt,
      closedAt: pickRounds.closedAt,
    })
    .from(pickRounds)
    .where(eq(pickRounds.id, roundId));
  return round;
}

export type RoundRow = NonNullable<Awaited<ReturnType<typeof findRound>>>;

/** The jobs awarded in a WORK round become their holders' picked jobs: one statement for the whole run. */
export async function holdJobs(
  tx: Db,
  pickPeriodId: number,
  jobIds: readonly number[],
  holders: readonly string[],
): Promise<void> {
  await tx.execute(sql`update jobs set picked_by = v.pass_id
    from unnest(${sql.param(jobIds)}::integer[], ${sql.param(holders)}::text[]) as v(job_id, pass_id)
    where jobs.id = v.job_id and jobs.pick_period_id = ${pickPeriodId}`);
}

/** Lets go of the jobs these employees held by awards a correction superseded (whoever the correction gives them is held after). */
export async function releaseJobs(
  tx: Db,
  pickPeriodId: number,
  jobIds: readonly number[],
  holders: readonly string[],
): Promise<void> {
  if (jobIds.length === 0) return;
  await tx.execute(sql`update jobs set picked_by = null
    from unnest(${sql.param(jobIds)}::integer[], ${sql.param(holders)}::text[]) as v(job_id, pass_id)
    where jobs.id = v.job_id and jobs.pick_period_id = ${pickPeriodId} and jobs.picked_by = v.pass_id`);
}

/** What a round's notifications name: its pick, and when it closes. */
export async function roundToTell(db: Db, roundId: number) {
  const [row] = await db
    .select({ pick: pickPeriods.description, kind: pickRounds.kind, closesAt: pickRounds.closesAt })
    .from(pickRounds)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(eq(pickRounds.id, roundId));
  if (!row) throw new Error(`no round ${roundId}`);
  return row;
}
