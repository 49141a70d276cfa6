import { eq, inArray, sql } from 'drizzle-orm';
import type { BulkColumn } from '../../../db/bulk-insert';
import { copyRows } from '../../../db/copy-rows';
import { rowsOf } from '../../../db/rows';
import { jobs, packageDays, packageOverrides, packages, pickGroups, populations } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { isCurrentAwardAs } from '../../pick';
import { after } from '../keyset.repository';

/** packages.csv's statements (kinds/packages.ts). */

export interface StoredPackage {
  pick: string;
  depot: string;
  code: string;
  population: string;
  kind: string;
  capacity: number;
  run: string | null;
  rdo_mask: number;
  weekly_paid_minutes: number;
  routes: string;
  days: (string | null)[];
}

export async function packagesPage(db: Db, last: StoredPackage | undefined, limit: number): Promise<StoredPackage[]> {
  return rowsOf<StoredPackage>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, p.code, po.code as population, p.kind, p.capacity,
        j.code as run, p.rdo_mask, p.weekly_paid_minutes, p.routes,
        array(select dj.code from generate_series(0, 6) w left join package_days d on d.package_id = p.id and d.weekday = w
          left join jobs dj on dj.id = d.job_id order by w) as days
      from packages p join populations po on po.id = p.population_id join pick_groups g on g.id = po.pick_group_id
      join pick_periods pp on pp.id = g.pick_period_id left join jobs j on j.id = p.job_id
      where ${after([sql`pp.code`, sql`g.depot_code`, sql`p.code`], last && [last.pick, last.depot, last.code])}
      order by pp.code, g.depot_code, p.code limit ${limit}`),
  );
}

/** How many awards of a WORK round each package holds, by pick, depot and package code. */
export async function awardedPackages(db: Db) {
  return rowsOf<{ pick: string; depot: string; code: string; n: number }>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, p.code, count(*)::int as n
      from awards a join pick_rounds r on r.id = a.pick_round_id and r.kind = 'WORK'
      join packages p on p.id = a.item_id join populations po on po.id = p.population_id
      join pick_groups g on g.id = po.pick_group_id join pick_periods pp on pp.id = g.pick_period_id
      where a.outcome <> 'SKIPPED' and ${isCurrentAwardAs('a')} group by 1, 2, 3`),
  );
}

/** The packages a correction added to a work round (docs/adr/0031-…): the ledger holds them whole, as they were added. */
export async function packagesAddedByCorrections(db: Db) {
  return rowsOf<{ pick: string; depot: string; code: string }>(
    await db.execute(sql`select distinct pp.code as pick, g.depot_code as depot, p.code
      from pick_events e join packages p on p.id = (e.payload->'correction'->'change'->'addPackage'->>'id')::int
      join populations po on po.id = p.population_id join pick_groups g on g.id = po.pick_group_id
      join pick_periods pp on pp.id = g.pick_period_id
      where e.kind = 'RUN' and e.payload->>'kind' = 'CORRECTION'`),
  );
}

/** Every run's id by "pick id code". */
export async function runIdsOf(db: Db): Promise<Map<string, number>> {
  return new Map(
    (await db.select({ id: jobs.id, pick: jobs.pickPeriodId, code: jobs.code }).from(jobs)).map((j) => [
      `${j.pick} ${j.code}`,
      j.id,
    ]),
  );
}

/** Every population's id by "pick id depot code". */
export async function populationIdsOf(db: Db): Promise<Map<string, number>> {
  return new Map(
    (
      await db
        .select({
          id: populations.id,
          pick: pickGroups.pickPeriodId,
          depot: pickGroups.depotCode,
          code: populations.code,
        })
        .from(populations)
        .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    ).map((p) => [`${p.pick} ${p.depot} ${p.code}`, p.id]),
  );
}

/** Every package's id by "population id code". */
export async function packageIdsOf(db: Db): Promise<Map<string, number>> {
  return new Map(
    (await db.select({ id: packages.id, population: packages.populationId, code: packages.code }).from(packages)).map(
      (p) => [`${p.population} ${p.code}`, p.id],
    ),
  );
}

type PackageRow = Omit<typeof packages.$inferInsert, 'id'>;

/** The days of every package of `gone` (removed or changed), and the packages of `removed` with their overrides. */
export async function deletePackages(db: Db, gone: readonly number[], removed: readonly number[]): Promise<void> {
  if (gone.length === 0) return;
  await db.delete(packageDays).where(inArray(packageDays.packageId, [...gone]));
  if (removed.length === 0) return;
  // A removed package's dated exceptions go with it (package-overrides.csv).
  await db.delete(packageOverrides).where(inArray(packageOverrides.packageId, [...removed]));
  await db.delete(packages).where(inArray(packages.id, [...removed]));
}

/** A changed package, and its seven days again (deletePackages took the old ones). */
export async function updatePackage(
  db: Db,
  id: number,
  s: PackageRow,
  days: readonly (number | null)[],
): Promise<void> {
  await db.update(packages).set(s).where(eq(packages.id, id));
  await db.insert(packageDays).values(days.map((jobId, weekday) => ({ packageId: id, weekday, jobId })));
}

const PACKAGE_COLUMNS: BulkColumn<PackageRow>[] = [
  { name: 'population_id', type: 'integer', value: (p) => p.populationId },
  { name: 'code', type: 'text', value: (p) => p.code },
  { name: 'kind', type: 'text', value: (p) => p.kind },
  { name: 'capacity', type: 'smallint', value: (p) => p.capacity },
  { name: 'job_id', type: 'integer', value: (p) => p.jobId },
  { name: 'rdo_mask', type: 'smallint', value: (p) => p.rdoMask },
  { name: 'weekly_paid_minutes', type: 'integer', value: (p) => p.weeklyPaidMinutes },
  { name: 'routes', type: 'text', value: (p) => p.routes },
];

export const insertPackages = (db: Db, rows: readonly PackageRow[]) => copyRows(db, 'packages', PACKAGE_COLUMNS, rows);

type PackageDay = { packageId: number; weekday: number; jobId: number | null };

const DAY_COLUMNS: BulkColumn<PackageDay>[] = [
  { name: 'package_id', type: 'integer', value: (d) => d.packageId },
  { name: 'weekday', type: 'smallint', value: (d) => d.weekday },
  { name: 'job_id', type: 'integer', value: (d) => d.jobId },
];

export const insertPackageDays = (db: Db, rows: readonly PackageDay[]) =>
  copyRows(db, 'package_days', DAY_COLUMNS, rows);

export async function countPackagesForPlanner(db: Db): Promise<void> {
  await db.execute(sql`analyze packages, package_days, jobs`);
}
