import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assignmentPieces,
  depots,
  employees,
  holidayRequirements,
  holidays,
  jobs,
  packageDays,
  packageOverrides,
  packages,
  pickGroups,
  populationMembers,
  populations,
  vacationPools,
  vacationWeeks,
} from '../../db/schema';

/** What the pick board reads: the employee's groups and populations, and what they offer. */

/** The populations the employee picks in, in the pick, with their group and its depot. */
export function myPopulations(db: Db, pickPeriodId: number, passId: string) {
  return db
    .select({
      populationId: populations.id,
      code: populations.code,
      name: populations.name,
      description: populations.description,
      groupId: pickGroups.id,
      depotCode: pickGroups.depotCode,
      groupName: pickGroups.name,
      depotName: depots.name,
    })
    .from(populationMembers)
    .innerJoin(populations, eq(populations.id, populationMembers.populationId))
    .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    .innerJoin(depots, eq(depots.code, pickGroups.depotCode))
    .where(and(eq(pickGroups.pickPeriodId, pickPeriodId), eq(populationMembers.passId, passId)))
    .orderBy(asc(pickGroups.name), asc(populations.code));
}

export type MyPopulationRow = Awaited<ReturnType<typeof myPopulations>>[number];

/** Packages and members per population. */
export async function populationCounts(db: Db, populationIds: readonly number[]) {
  if (populationIds.length === 0) return new Map<number, { packages: number; members: number }>();
  const ids = [...populationIds];
  const packageRows = await db
    .select({ populationId: packages.populationId, n: count() })
    .from(packages)
    .where(inArray(packages.populationId, ids))
    .groupBy(packages.populationId);
  const memberRows = await db
    .select({ populationId: populationMembers.populationId, n: count() })
    .from(populationMembers)
    .where(inArray(populationMembers.populationId, ids))
    .groupBy(populationMembers.populationId);
  const out = new Map(ids.map((id) => [id, { packages: 0, members: 0 }]));
  for (const r of packageRows) (out.get(r.populationId) as { packages: number }).packages = Number(r.n);
  for (const r of memberRows) (out.get(r.populationId) as { members: number }).members = Number(r.n);
  return out;
}

/** Employees of a group (of any of its populations). */
export async function groupMemberCount(db: Db, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(populationMembers.passId) })
    .from(populationMembers)
    .innerJoin(populations, eq(populations.id, populationMembers.populationId))
    .where(eq(populations.pickGroupId, groupId));
  return Number(row?.n ?? 0);
}

const packageColumns = {
  packageId: packages.id,
  populationId: packages.populationId,
  code: packages.code,
  kind: packages.kind,
  capacity: packages.capacity,
  rdoMask: packages.rdoMask,
  weeklyPaidMinutes: packages.weeklyPaidMinutes,
  routes: packages.routes,
};

/** A population's packages, by code. */
export function populationPackages(db: Db, populationId: number) {
  return db
    .select(packageColumns)
    .from(packages)
    .where(eq(packages.populationId, populationId))
    .orderBy(asc(packages.code));
}

export type PackageDbRow = Awaited<ReturnType<typeof populationPackages>>[number];

export async function findPackage(db: Db, packageId: number): Promise<PackageDbRow | undefined> {
  const [row] = await db.select(packageColumns).from(packages).where(eq(packages.id, packageId));
  return row;
}

const runColumns = {
  jobId: jobs.id,
  code: jobs.code,
  route: jobs.route,
  reportMinutes: jobs.reportMinutes,
  startMinutes: jobs.startMinutes,
  endMinutes: jobs.endMinutes,
  reliefPoint: jobs.reliefPoint,
  reliefMinutes: jobs.reliefMinutes,
  paidMinutes: jobs.paidMinutes,
};

/** The runs of these packages' weeks: one row per package and working weekday. */
export function packageRuns(db: Db, packageIds: readonly number[]) {
  if (packageIds.length === 0) return Promise.resolve([]);
  return db
    .select({ packageId: packageDays.packageId, weekday: packageDays.weekday, ...runColumns })
    .from(packageDays)
    .innerJoin(jobs, eq(jobs.id, packageDays.jobId))
    .where(inArray(packageDays.packageId, [...packageIds]))
    .orderBy(asc(packageDays.packageId), asc(packageDays.weekday));
}

export type RunDbRow = Awaited<ReturnType<typeof packageRuns>>[number];

/** Every package whose week works this run (to check it is offered to the employee). */
export function packagesOfRun(db: Db, jobId: number) {
  return db
    .selectDistinct({ packageId: packageDays.packageId, populationId: packages.populationId })
    .from(packageDays)
    .innerJoin(packages, eq(packages.id, packageDays.packageId))
    .where(eq(packageDays.jobId, jobId));
}

/** The pieces of these runs, in order. */
export function runPieces(db: Db, jobIds: readonly number[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(assignmentPieces)
    .where(inArray(assignmentPieces.jobId, [...jobIds]))
    .orderBy(asc(assignmentPieces.jobId), asc(assignmentPieces.seq));
}

/** A package's dated changes, with the run worked instead (none: a day off). */
export function packageOverridesOf(db: Db, packageId: number) {
  return db
    .select({ date: packageOverrides.date, note: packageOverrides.note, runCode: jobs.code })
    .from(packageOverrides)
    .leftJoin(jobs, eq(jobs.id, packageOverrides.jobId))
    .where(eq(packageOverrides.packageId, packageId))
    .orderBy(asc(packageOverrides.date));
}

/** The pick's holidays of a kind (PICK or ASPA), by date. */
export function pickHolidays(db: Db, pickPeriodId: number, kind: 'PICK' | 'ASPA') {
  return db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(eq(holidays.pickPeriodId, pickPeriodId), eq(holidays.kind, kind)))
    .orderBy(asc(holidays.date));
}

/** A group's pick holidays with their work requirement, by date. */
export function groupHolidays(db: Db, groupId: number) {
  return db
    .select({
      itemId: holidayRequirements.id,
      date: holidays.date,
      name: holidays.name,
      mustWork: holidayRequirements.mustWork,
    })
    .from(holidayRequirements)
    .innerJoin(holidays, eq(holidays.id, holidayRequirements.holidayId))
    .where(and(eq(holidayRequirements.pickGroupId, groupId), eq(holidays.kind, 'PICK')))
    .orderBy(asc(holidays.date));
}

/** A population's vacation weeks, in order. */
export function populationWeeks(db: Db, populationId: number) {
  return db
    .select({
      itemId: vacationWeeks.id,
      weekStart: vacationWeeks.weekStart,
      quota: vacationWeeks.quota,
      restricted: vacationWeeks.restricted,
    })
    .from(vacationWeeks)
    .innerJoin(vacationPools, eq(vacationPools.id, vacationWeeks.poolId))
    .where(eq(vacationPools.populationId, populationId))
    .orderBy(asc(vacationWeeks.weekStart));
}

/** A group's vacation pools with their weeks' count, places and restricted weeks. */
export function groupPools(db: Db, groupId: number) {
  return db
    .select({
      poolId: vacationPools.id,
      name: vacationPools.name,
      populationId: vacationPools.populationId,
      weeks: count(vacationWeeks.id),
      places: sql<number>`coalesce(sum(${vacationWeeks.quota}), 0)::int`,
      restrictedWeeks: sql<number>`count(*) filter (where ${vacationWeeks.restricted})::int`,
    })
    .from(vacationPools)
    .leftJoin(vacationWeeks, eq(vacationWeeks.poolId, vacationPools.id))
    .where(eq(vacationPools.pickGroupId, groupId))
    .groupBy(vacationPools.id)
    .orderBy(asc(vacationPools.name));
}

/** The pool of a population (its name). */
export async function poolOf(db: Db, populationId: number) {
  const [row] = await db
    .select({ name: vacationPools.name })
    .from(vacationPools)
    .where(eq(vacationPools.populationId, populationId));
  return row;
}

/** Dated changes of a population's packages on one day. */
export function overridesOn(db: Db, populationId: number, date: string) {
  return db
    .select({ packageId: packageOverrides.packageId, note: packageOverrides.note, runCode: jobs.code })
    .from(packageOverrides)
    .innerJoin(packages, eq(packages.id, packageOverrides.packageId))
    .leftJoin(jobs, eq(jobs.id, packageOverrides.jobId))
    .where(and(eq(packages.populationId, populationId), eq(packageOverrides.date, date)));
}

/** The names on the pick sheet, by pass id. */
export function employeeNames(db: Db, passIds: readonly string[]) {
  return db
    .select({ passId: employees.passId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(inArray(employees.passId, [...passIds]));
}
