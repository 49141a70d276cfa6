import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind, Refusal } from '../file-kind';
import { paged } from '../paged';
import {
  deleteRequirements,
  insertRequirements,
  requirementIds,
  requirementsPage,
  type StoredRequirement,
  updateRequirements,
} from './holidays.repository';
import { itemRefusal, itemUses } from './pick-items.repository';

const stored = (r: Row): StoredRequirement => ({
  pick: r.pick as string,
  date: r.date as string,
  depot: r.depot as string,
  must_work: r.must_work as number,
});

export const holidayRequirementsKind: FileKind = {
  name: 'holiday-requirements',
  file: 'holiday-requirements.csv',
  about:
    'How many of a pick group must work a PICK holiday; the rest may pick it off in the holiday round, whose items these are. A requirement the pick awarded cannot be changed or removed, nor one saved lists rank removed.',
  tables: 'One row of `holiday_requirements` each: its PICK holiday of holidays.csv and its pick group.',
  columns: [
    PICK_COLUMN,
    { name: 'date', type: 'date', required: true, example: '2026-11-26', about: 'A PICK holiday of holidays.csv.' },
    {
      name: 'depot',
      type: 'text',
      required: true,
      example: 'JG',
      about: 'The pick group: a depot with a population of the pick in populations.csv.',
    },
    {
      name: 'must_work',
      type: 'integer',
      min: 0,
      max: 100000,
      required: true,
      example: '120',
      about: 'Members of the group who must work the day.',
    },
  ],
  key: ['pick', 'date', 'depot'],
  references: [
    { columns: ['pick', 'date'], kind: 'holidays', target: ['pick', 'date'], where: { kind: 'PICK' } },
    { columns: ['pick', 'depot'], kind: 'populations', target: ['pick', 'depot'] },
  ],
  read: (db) => paged(db, requirementsPage, (r) => ({ ...r })),
  async refuse(db, { changed, removed }) {
    if (changed.length === 0 && removed.length === 0) return [];
    const uses = await itemUses(db, 'HOLIDAY');
    if (uses.size === 0) return [];
    const ids = await requirementIds(db, [...removed, ...changed.map((c) => c.before)].map(stored));
    const refusals: Refusal[] = [];
    const check = (row: Row, action: 'changed' | 'removed') => {
      const id = ids.get(`${row.pick} ${row.date} ${row.depot}`);
      const why = id === undefined ? undefined : itemRefusal(uses.get(id), action);
      if (why) refusals.push({ row, column: 'date', problem: `the holiday of ${row.date} at ${row.depot}: ${why}` });
    };
    for (const { row } of changed) check(row, 'changed');
    for (const row of removed) check(row, 'removed');
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    await deleteRequirements(db, removed.map(stored));
    await updateRequirements(
      db,
      changed.map((c) => stored(c.row)),
    );
    await insertRequirements(db, added.map(stored));
  },
};
