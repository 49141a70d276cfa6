import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { jobs, packageDays, packages, pickGroups, populations } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { Column, Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { pickIds } from './pick-ids';
import { daysOf, maskOf, WEEKDAYS } from './weekdays';

export const PACKAGE_KINDS = ['REGULAR', 'EXTRA_BOARD', 'PART_TIME'] as const;

const dayColumns: Column[] = WEEKDAYS.map((d) => ({
  name: d,
  type: 'text',
  required: false,
  example: d === 'sat' || d === 'sun' ? '' : 'JG-104',
  about: `The run worked on ${d} (a run of the pick in runs.csv); empty on a day off.`,
}));

interface StoredPackage {
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

async function storedPackages(db: Db, offset: number, limit: number): Promise<StoredPackage[]> {
  return rowsOf<StoredPackage>(
    await db.execute(sql`select pp.code as pick, g.depot_code as depot, p.code, po.code as population, p.kind, p.capacity,
        j.code as run, p.rdo_mask, p.weekly_paid_minutes, p.routes,
        array(select dj.code from generate_series(0, 6) w left join package_days d on d.package_id = p.id and d.weekday = w
          left join jobs dj on dj.id = d.job_id order by w) as days
      from packages p join populations po on po.id = p.population_id join pick_groups g on g.id = po.pick_group_id
      join pick_periods pp on pp.id = g.pick_period_id left join jobs j on j.id = p.job_id
      order by pp.code, g.depot_code, p.code offset ${offset} limit ${limit}`),
  );
}

export const packagesKind: FileKind = {
  name: 'packages',
  file: 'packages.csv',
  about:
    'The packages of each pick: a week of work with fixed regular days off, a run named for each working day. Once a pick has awarded a package, it cannot be changed or removed.',
  tables: 'One row of `packages` each and its seven `package_days` (the run of each weekday, none on a day off).',
  columns: [
    PICK_COLUMN,
    { name: 'depot', type: 'text', required: true, example: 'JG', about: 'The pick group: a depot of depots.csv.' },
    { name: 'code', type: 'text', required: true, example: 'JG-P104', about: "As posted: unique in the group's pick." },
    {
      name: 'population',
      type: 'text',
      required: true,
      example: 'FT',
      about: 'The code of its population in populations.csv (same pick and depot).',
    },
    { name: 'kind', type: 'one of', values: PACKAGE_KINDS, required: true, example: 'REGULAR', about: '' },
    {
      name: 'capacity',
      type: 'integer',
      min: 1,
      max: 1000,
      required: true,
      example: '1',
      about: "Employees it takes: 1, or the extra board's size.",
    },
    {
      name: 'run',
      type: 'text',
      required: false,
      example: 'JG-104',
      about: 'The run it holds (its holder is written there on award); empty for the extra board.',
    },
    {
      name: 'rdo',
      type: 'list',
      required: false,
      example: 'sat;sun',
      about: `Its regular days off among ${WEEKDAYS.join(', ')}, separated by \`;\`.`,
    },
    { name: 'weekly_paid_minutes', type: 'integer', min: 0, max: 10080, required: true, example: '2475', about: '' },
    { name: 'routes', type: 'text', required: true, example: 'B46 B44', about: 'Routes or lines worked, for search.' },
    ...dayColumns,
  ],
  key: ['pick', 'depot', 'code'],
  references: [
    { columns: ['pick', 'depot', 'population'], kind: 'populations' },
    { columns: ['pick', 'run'], kind: 'runs' },
    ...WEEKDAYS.map((d) => ({ columns: ['pick', d], kind: 'runs' })),
  ],
  checkRow(row) {
    const rdo = row.rdo as string[];
    const bad = rdo.find((d) => !(WEEKDAYS as readonly string[]).includes(d));
    if (bad !== undefined) return { column: 'rdo', problem: `is not a weekday (${WEEKDAYS.join(', ')}): ${bad}` };
    const worked = rdo.find((d) => row[d] !== null);
    if (worked !== undefined) return { column: worked, problem: 'names a run on a regular day off' };
    return undefined;
  },
  read: (db) =>
    paged(
      (offset, limit) => storedPackages(db, offset, limit),
      (p) => ({
        pick: p.pick,
        depot: p.depot,
        code: p.code,
        population: p.population,
        kind: p.kind,
        capacity: p.capacity,
        run: p.run,
        rdo: daysOf(p.rdo_mask),
        weekly_paid_minutes: p.weekly_paid_minutes,
        routes: p.routes,
        ...Object.fromEntries(WEEKDAYS.map((d, i) => [d, p.days[i] ?? null])),
      }),
    ),
  async refuse(db, { changed, removed }) {
    const rows = [...changed.map((c) => c.row), ...removed];
    if (rows.length === 0) return [];
    const awarded = rowsOf<{ pick: string; depot: string; code: string; n: number }>(
      await db.execute(sql`select pp.code as pick, g.depot_code as depot, p.code, count(*)::int as n
        from awards a join pick_rounds r on r.id = a.pick_round_id and r.kind = 'WORK'
        join packages p on p.id = a.item_id join populations po on po.id = p.population_id
        join pick_groups g on g.id = po.pick_group_id join pick_periods pp on pp.id = g.pick_period_id
        where a.outcome <> 'SKIPPED' group by 1, 2, 3`),
    );
    const used = new Map(awarded.map((a) => [`${a.pick} ${a.depot} ${a.code}`, a.n]));
    const refusals = [];
    for (const [list, action] of [
      [changed.map((c) => c.row), 'changed'],
      [removed, 'removed'],
    ] as const) {
      for (const row of list) {
        const n = used.get(`${row.pick} ${row.depot} ${row.code}`);
        if (n)
          refusals.push({
            row,
            column: 'code',
            problem: `the pick awarded this package (${n} awards): it cannot be ${action}`,
          });
      }
    }
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    const picks = await pickIds(db);
    const runIds = new Map(
      (await db.select({ id: jobs.id, pick: jobs.pickPeriodId, code: jobs.code }).from(jobs)).map((j) => [
        `${j.pick} ${j.code}`,
        j.id,
      ]),
    );
    const populationIds = new Map(
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
    const run = (pick: number, code: unknown) => (code === null ? null : (runIds.get(`${pick} ${code}`) as number));
    const stored = (row: Row) => {
      const pick = picks.get(row.pick as string) as number;
      return {
        populationId: populationIds.get(`${pick} ${row.depot} ${row.population}`) as number,
        code: row.code as string,
        kind: row.kind as string,
        capacity: row.capacity as number,
        jobId: run(pick, row.run),
        rdoMask: maskOf(row.rdo as string[]),
        weeklyPaidMinutes: row.weekly_paid_minutes as number,
        routes: row.routes as string,
        days: WEEKDAYS.map((d) => run(pick, row[d])),
      };
    };
    const idOf = async (s: ReturnType<typeof stored>) => {
      const [p] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.populationId, s.populationId), eq(packages.code, s.code)));
      return p?.id as number;
    };
    const gone = await Promise.all([...removed, ...changed.map((c) => c.before)].map((r) => idOf(stored(r))));
    if (gone.length > 0) {
      await db.delete(packageDays).where(inArray(packageDays.packageId, gone));
      const removedIds = gone.slice(0, removed.length);
      if (removedIds.length > 0) await db.delete(packages).where(inArray(packages.id, removedIds));
    }
    for (const { row } of changed) {
      const { days, ...s } = stored(row);
      const id = await idOf({ ...s, days });
      await db.update(packages).set(s).where(eq(packages.id, id));
      await db.insert(packageDays).values(days.map((jobId, weekday) => ({ packageId: id, weekday, jobId })));
    }
    for (const row of added) {
      const { days, ...s } = stored(row);
      const [p] = await db.insert(packages).values(s).returning({ id: packages.id });
      await db
        .insert(packageDays)
        .values(days.map((jobId, weekday) => ({ packageId: p?.id as number, weekday, jobId })));
    }
  },
};
