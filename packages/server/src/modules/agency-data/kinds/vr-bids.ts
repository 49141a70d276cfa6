import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind, Refusal } from '../file-kind';
import { paged } from '../paged';
import { itemRefusal, itemUses } from './pick-items.repository';
import { bidIds, bidsPage, deleteBids, insertBids, type StoredBid, updateBids } from './vr-bids.repository';

const stored = (r: Row): StoredBid => ({
  pick: r.pick as string,
  depot: r.depot as string,
  pass_id: r.pass_id as string,
  first_week: r.first_week as string,
  run: r.run as string,
  weeks: r.weeks as number,
});

const keyOfBid = (r: Pick<StoredBid, 'pick' | 'depot' | 'pass_id' | 'first_week'>) =>
  `${r.pick} ${r.depot} ${r.pass_id} ${r.first_week}`;

const isSunday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 0;

export const vrBidsKind: FileKind = {
  name: 'vr-bids',
  file: 'vr-bids.csv',
  about:
    "The VR round's relief bids: the work of an employee on vacation (their run) over their consecutive vacation weeks, which the vacation relief employees of the pick group bid for. A bid the pick awarded cannot be changed or removed, nor one saved lists rank removed.",
  tables: 'One row of `vr_bids` each, in the VR round of its pick (pick-rounds.csv).',
  columns: [
    PICK_COLUMN,
    {
      name: 'depot',
      type: 'text',
      required: true,
      example: '207',
      about: 'The pick group whose relief employees bid: a depot or terminal with a population in populations.csv.',
    },
    {
      name: 'pass_id',
      type: 'pass id',
      required: true,
      example: '300014',
      about: 'Whose vacation it covers: an employee of employees.csv.',
    },
    {
      name: 'first_week',
      type: 'date',
      required: true,
      example: '2027-03-07',
      about: 'The Sunday of its first week of relief.',
    },
    {
      name: 'run',
      type: 'text',
      required: true,
      example: '207-A12',
      about: 'The run worked in those weeks: a run of the pick in runs.csv.',
    },
    { name: 'weeks', type: 'integer', min: 1, max: 52, required: true, example: '2', about: 'Consecutive weeks.' },
  ],
  key: ['pick', 'depot', 'pass_id', 'first_week'],
  references: [
    { columns: ['pick'], kind: 'pick-rounds', target: ['pick'], where: { kind: 'VR' } },
    { columns: ['pick', 'depot'], kind: 'populations', target: ['pick', 'depot'] },
    { columns: ['pass_id'], kind: 'employees' },
    { columns: ['pick', 'run'], kind: 'runs' },
  ],
  checkRow: (row) =>
    isSunday(row.first_week as string)
      ? undefined
      : { column: 'first_week', problem: `is not a Sunday: ${row.first_week}` },
  read: (db) => paged(db, bidsPage, (b) => ({ ...b })),
  async refuse(db, { changed, removed }) {
    if (changed.length === 0 && removed.length === 0) return [];
    const uses = await itemUses(db, 'VR');
    if (uses.size === 0) return [];
    const ids = await bidIds(db, [...removed, ...changed.map((c) => c.before)].map(stored));
    const refusals: Refusal[] = [];
    const check = (row: Row, action: 'changed' | 'removed') => {
      const id = ids.get(keyOfBid(stored(row)));
      const why = id === undefined ? undefined : itemRefusal(uses.get(id), action);
      if (why)
        refusals.push({
          row,
          column: 'first_week',
          problem: `the relief bid of ${row.pass_id}'s vacation from ${row.first_week}: ${why}`,
        });
    };
    for (const { row } of changed) check(row, 'changed');
    for (const row of removed) check(row, 'removed');
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    const gone = await bidIds(db, removed.map(stored));
    await deleteBids(db, [...gone.values()]);
    await updateBids(
      db,
      changed.map((c) => stored(c.row)),
    );
    await insertBids(db, added.map(stored));
  },
};
