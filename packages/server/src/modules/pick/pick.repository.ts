import { PREFERENCE_ROUND_KINDS } from '@crewline/protocol';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { depots, endedJobHoldings, jobs, pickPeriods, pickRounds, pickTurns } from '../../db/schema';

const periodColumns = {
  pickPeriodId: pickPeriods.id,
  type: pickPeriods.type,
  description: pickPeriods.description,
  pickStartDate: pickPeriods.startDate,
  pickEndDate: pickPeriods.endDate,
  effectiveDate: pickPeriods.effectiveDate,
  expirationDate: pickPeriods.expirationDate,
};

/**
 * From when the holder holds the job: a dated correction's date (jobs.held_from), else the
 * pick's effective date (docs/adr/0033-dated-corrections.md). Readers of picked work give it as
 * the holding's effective date.
 */
const heldFrom = sql<string>`coalesce(${jobs.heldFrom}, ${pickPeriods.effectiveDate})`.mapWith(
  pickPeriods.effectiveDate,
);

/** The period's columns with the current holding's own dates. */
const holdingColumns = { ...periodColumns, effectiveDate: heldFrom };

/** The period's columns with an ended holding's dates (a dated correction gave the job to someone else). */
const endedColumns = {
  ...periodColumns,
  effectiveDate: endedJobHoldings.heldFrom,
  expirationDate: endedJobHoldings.heldUntil,
};

const jobFields = {
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

const jobColumns = { ...holdingColumns, ...jobFields };

/** The employee's jobs in pick periods of their own department (the periods whose work they hold). */
const heldBy = (passId: string, department: string) =>
  and(eq(jobs.pickedBy, passId), eq(pickPeriods.department, department));

/**
 * Each pick period the employee holds a job in, with the job's code, latest effective date first:
 * the holding they have now or from a date on (its effective date is the holding's own).
 */
export function listHeldPeriods(db: Db, passId: string, department: string) {
  return db
    .select({ ...holdingColumns, jobCode: jobs.code })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .where(heldBy(passId, department))
    .orderBy(desc(pickPeriods.effectiveDate), desc(pickPeriods.id));
}

/** An employee's ended holdings of their department's picks that had not ended by `from`. */
const endedFrom = (passId: string, department: string, from: string) =>
  and(
    eq(endedJobHoldings.passId, passId),
    eq(pickPeriods.department, department),
    gte(endedJobHoldings.heldUntil, from),
  );

/** Holdings in the order they take effect (a pick's by its id after). */
const byEffectiveDate = <R extends { effectiveDate: string; pickPeriodId: number }>(rows: R[]) =>
  rows.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.pickPeriodId - b.pickPeriodId);

/**
 * The employee's holdings that have not ended by `fromIso`, in the order they take effect: the
 * jobs they hold, each from its own date, and those a dated correction gave someone else from a
 * date still to come (they work it until then).
 */
export async function listHeldJobsFrom(db: Db, passId: string, department: string, fromIso: string) {
  const held = await db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(and(heldBy(passId, department), gte(pickPeriods.expirationDate, fromIso)));
  const ended = await db
    .select({ ...endedColumns, ...jobFields })
    .from(endedJobHoldings)
    .innerJoin(jobs, eq(jobs.id, endedJobHoldings.jobId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, endedJobHoldings.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(endedFrom(passId, department, fromIso));
  return byEffectiveDate([...held, ...ended]);
}

/**
 * The employee's job in one pick period (the one they hold now or from a date on, with that
 * date); undefined when the period is unknown or holds no job of theirs.
 */
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

/** A job in force's fields: the job's, by `code`, without the depot's borough. */
const { jobCode, depotBorough, ...otherJobFields } = jobFields;
const inForceFields = { code: jobCode, ...otherJobFields };

/**
 * The employee's holdings whose work (a pick period of the employee's department) is in force on
 * at least one day of from..to, each with its own dates, and the depot's name: the jobs they hold
 * (from a dated correction's date, else the pick's effective date), and those a dated correction
 * gave someone else (through the day before its date). One statement: the schedule asks it per
 * request, and a day-off request per day.
 */
const selectJobsInForce = preparedPerDatabase((db) =>
  db
    .select({ effectiveDate: heldFrom, expirationDate: pickPeriods.expirationDate, ...inForceFields })
    .from(jobs)
    .innerJoin(pickPeriods, eq(pickPeriods.id, jobs.pickPeriodId))
    .innerJoin(depots, eq(depots.code, jobs.depotCode))
    .where(
      and(
        eq(jobs.pickedBy, sql.placeholder('passId')),
        eq(pickPeriods.department, sql.placeholder('department')),
        lte(heldFrom, sql.placeholder('to')),
        gte(pickPeriods.expirationDate, sql.placeholder('from')),
      ),
    )
    .unionAll(
      db
        .select({
          effectiveDate: endedJobHoldings.heldFrom,
          expirationDate: endedJobHoldings.heldUntil,
          ...inForceFields,
        })
        .from(endedJobHoldings)
        .innerJoin(jobs, eq(jobs.id, endedJobHoldings.jobId))
        .innerJoin(pickPeriods, eq(pickPeriods.id, endedJobHoldings.pickPeriodId))
        .innerJoin(depots, eq(depots.code, jobs.depotCode))
        .where(
          and(
            eq(endedJobHoldings.passId, sql.placeholder('passId')),
            eq(pickPeriods.department, sql.placeholder('department')),
            lte(endedJobHoldings.heldFrom, sql.placeholder('to')),
            gte(endedJobHoldings.heldUntil, sql.placeholder('from')),
          ),
        ),
    )
    .prepare('crewline_jobs_in_force'),
);

/** By the date each takes effect: a day's job is the last in force on it. */
export async function findJobsInForce(db: Db, passId: string, department: string, from: string, to: string) {
  const rows = await selectJobsInForce(db).execute({ passId, department, from, to });
  return rows.sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
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
