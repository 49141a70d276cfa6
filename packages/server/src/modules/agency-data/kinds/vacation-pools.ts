import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind, Refusal } from '../file-kind';
import { paged } from '../paged';
import { itemRefusal, itemUses } from './pick-items.repository';
import {
  deletePools,
  insertPools,
  poolsPage,
  poolWeekIds,
  renamePools,
  type StoredPool,
} from './vacation-pools.repository';

const stored = (r: Row): StoredPool => ({
  pick: r.pick as string,
  depot: r.depot as string,
  population: r.population as string,
  name: r.name as string,
});

/** The columns that name a population of populations.csv, in vacation-pools.csv and vacation-weeks.csv. */
export const POOL_COLUMNS = [
  PICK_COLUMN,
  { name: 'depot', type: 'text', required: true, example: 'JG', about: 'The pick group: a depot of depots.csv.' },
  {
    name: 'population',
    type: 'text',
    required: true,
    example: 'FT',
    about: 'The code of its population in populations.csv (same pick and depot).',
  },
] as const;

export const vacationPoolsKind: FileKind = {
  name: 'vacation-pools',
  file: 'vacation-pools.csv',
  about:
    'The vacation pool of a population: the weeks its members pick their vacation from (vacation-weeks.csv), each with its quota. A pool whose weeks the pick awarded or saved lists rank cannot be removed; a pool removed takes its weeks with it.',
  tables: 'One row of `vacation_pools` each, in the pick group of its population.',
  columns: [
    ...POOL_COLUMNS,
    {
      name: 'name',
      type: 'text',
      required: true,
      example: 'Jackie Gleason — Full-time',
      about: 'As the board shows it.',
    },
  ],
  key: ['pick', 'depot', 'population'],
  references: [{ columns: ['pick', 'depot', 'population'], kind: 'populations' }],
  read: (db) => paged(db, poolsPage, (p) => ({ ...p })),
  async refuse(db, { removed }) {
    if (removed.length === 0) return [];
    const uses = await itemUses(db, 'VACATION');
    const refusals: Refusal[] = [];
    const weeks = await poolWeekIds(db, removed.map(stored));
    const refused = new Set<string>();
    for (const { key, id } of weeks) {
      if (refused.has(key)) continue;
      const why = itemRefusal(uses.get(id), 'removed');
      if (!why) continue;
      refused.add(key);
      const row = removed.find((r) => `${r.pick} ${r.depot} ${r.population}` === key) as Row;
      refusals.push({ row, column: 'population', problem: `a week of the pool: ${why}` });
    }
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    await deletePools(db, removed.map(stored));
    await renamePools(
      db,
      changed.map((c) => stored(c.row)),
    );
    await insertPools(db, added.map(stored));
  },
};
