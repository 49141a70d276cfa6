import type { Row } from '../columns';
import type { FileKind, Refusal } from '../file-kind';
import { paged } from '../paged';
import { itemRefusal, itemUses } from './pick-items.repository';
import { POOL_COLUMNS } from './vacation-pools';
import {
  deleteWeeks,
  insertWeeks,
  type StoredWeek,
  updateWeeks,
  weekIds,
  weeksPage,
} from './vacation-weeks.repository';

const stored = (r: Row): StoredWeek => ({
  pick: r.pick as string,
  depot: r.depot as string,
  population: r.population as string,
  week_start: r.week_start as string,
  quota: r.quota as number,
  restricted: r.restricted as boolean,
});

const isSunday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;

export const vacationWeeksKind: FileKind = {
  name: 'vacation-weeks',
  file: 'vacation-weeks.csv',
  about:
    "The weeks of a vacation pool: how many of the population may take each week off, and the restricted ones no one may pick (peak service, a blackout). The vacation round's items: a week the pick awarded cannot be changed or removed, nor one saved lists rank removed.",
  tables: 'One row of `vacation_weeks` each, in the pool of its population (vacation-pools.csv).',
  columns: [
    ...POOL_COLUMNS,
    { name: 'week_start', type: 'date', required: true, example: '2026-07-05', about: 'The Sunday the week starts.' },
    {
      name: 'quota',
      type: 'integer',
      min: 0,
      max: 1000,
      required: true,
      example: '6',
      about: 'Members who may take the week.',
    },
    { name: 'restricted', type: 'yes/no', required: true, example: 'no', about: 'yes: the week cannot be picked.' },
  ],
  key: ['pick', 'depot', 'population', 'week_start'],
  references: [{ columns: ['pick', 'depot', 'population'], kind: 'vacation-pools' }],
  checkRow: (row) =>
    isSunday(row.week_start as string)
      ? undefined
      : { column: 'week_start', problem: `is not a Sunday: ${row.week_start}` },
  read: (db) => paged(db, weeksPage, (w) => ({ ...w })),
  async refuse(db, { changed, removed }) {
    if (changed.length === 0 && removed.length === 0) return [];
    const uses = await itemUses(db, 'VACATION');
    if (uses.size === 0) return [];
    const ids = await weekIds(db, [...removed, ...changed.map((c) => c.before)].map(stored));
    const refusals: Refusal[] = [];
    const check = (row: Row, action: 'changed' | 'removed') => {
      const id = ids.get(`${row.pick} ${row.depot} ${row.population} ${row.week_start}`);
      const why = id === undefined ? undefined : itemRefusal(uses.get(id), action);
      if (why) refusals.push({ row, column: 'week_start', problem: `the week of ${row.week_start}: ${why}` });
    };
    for (const { row } of changed) check(row, 'changed');
    for (const row of removed) check(row, 'removed');
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    await deleteWeeks(db, removed.map(stored));
    await updateWeeks(
      db,
      changed.map((c) => stored(c.row)),
    );
    await insertWeeks(db, added.map(stored));
  },
};
