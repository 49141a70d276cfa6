import type { Column, Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import {
  awardedPackages,
  countPackagesForPlanner,
  deletePackages,
  insertPackageDays,
  insertPackages,
  packageIdsOf,
  packagesAddedByCorrections,
  packagesPage,
  populationIdsOf,
  runIdsOf,
  updatePackage,
} from './packages.repository';
import { pickIds } from './pick-ids.repository';
import { daysOf, maskOf, WEEKDAYS } from './weekdays';

export const PACKAGE_KINDS = ['REGULAR', 'EXTRA_BOARD', 'PART_TIME'] as const;

const dayColumns: Column[] = WEEKDAYS.map((d) => ({
  name: d,
  type: 'text',
  required: false,
  example: d === 'sat' || d === 'sun' ? '' : 'JG-104',
  about: `The run worked on ${d} (a run of the pick in runs.csv); empty on a day off.`,
}));

export const packagesKind: FileKind = {
  name: 'packages',
  file: 'packages.csv',
  about:
    'The packages of each pick: a week of work with fixed regular days off, a run named for each working day. Once a pick has awarded a package, or a correction has added it to a round (the ledger holds it as added), it cannot be changed or removed.',
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
    paged(db, packagesPage, (p) => ({
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
    })),
  async refuse(db, { changed, removed }) {
    const rows = [...changed.map((c) => c.row), ...removed];
    if (rows.length === 0) return [];
    const key = (p: Partial<Record<'pick' | 'depot' | 'code', unknown>>) => `${p.pick} ${p.depot} ${p.code}`;
    const used = new Map((await awardedPackages(db)).map((a) => [key(a), a.n]));
    const added = new Set((await packagesAddedByCorrections(db)).map(key));
    const refusals = [];
    for (const [list, action] of [
      [changed.map((c) => c.row), 'changed'],
      [removed, 'removed'],
    ] as const) {
      for (const row of list) {
        const n = used.get(key(row));
        if (n)
          refusals.push({
            row,
            column: 'code',
            problem: `the pick awarded this package (${n} awards): it cannot be ${action}`,
          });
        else if (added.has(key(row)))
          refusals.push({
            row,
            column: 'code',
            problem: `a correction added this package to the pick's work round (the ledger holds it as added): it cannot be ${action}`,
          });
      }
    }
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    const picks = await pickIds(db);
    const runIds = await runIdsOf(db);
    const populationIds = await populationIdsOf(db);
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
    const ids = await packageIdsOf(db);
    const idOf = (s: ReturnType<typeof stored>) => ids.get(`${s.populationId} ${s.code}`) as number;
    const gone = [...removed, ...changed.map((c) => c.before)].map((r) => idOf(stored(r)));
    await deletePackages(db, gone, gone.slice(0, removed.length));
    for (const { row } of changed) {
      const { days, ...s } = stored(row);
      await updatePackage(db, idOf({ ...s, days }), s, days);
    }
    const fresh = added.map(stored);
    await insertPackages(
      db,
      fresh.map(({ days, ...s }) => s),
    );
    const freshIds = await packageIdsOf(db);
    await insertPackageDays(
      db,
      fresh.flatMap((s) =>
        s.days.map((jobId, weekday) => ({
          packageId: freshIds.get(`${s.populationId} ${s.code}`) as number,
          weekday,
          jobId,
        })),
      ),
    );
    // Counted for the planner: the overrides and the pick's reads join the packages just written.
    await countPackagesForPlanner(db);
  },
};
