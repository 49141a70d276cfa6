import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind, Refusal } from '../file-kind';
import { paged } from '../paged';
import {
  deleteHolidays,
  holidaysPage,
  insertHolidays,
  renameHolidays,
  requirementsOfHolidays,
  type StoredHoliday,
} from './holidays.repository';
import { itemRefusal, itemUses } from './pick-items.repository';

export const HOLIDAY_KINDS = ['PICK', 'ASPA'] as const;

const stored = (r: Row): StoredHoliday => ({
  pick: r.pick as string,
  kind: r.kind as string,
  date: r.date as string,
  name: r.name as string,
});

export const holidaysKind: FileKind = {
  name: 'holidays',
  file: 'holidays.csv',
  about:
    "The holidays of a pick's year: PICK holidays, which the holiday round offers (each group's requirement in holiday-requirements.csv), and the ASPA (alternate side parking) days the board shows. A holiday removed takes its requirements with it, unless the pick awarded one or saved lists rank one.",
  tables: 'One row of `holidays` each.',
  columns: [
    PICK_COLUMN,
    { name: 'kind', type: 'one of', values: HOLIDAY_KINDS, required: true, example: 'PICK', about: '' },
    { name: 'date', type: 'date', required: true, example: '2026-11-26', about: '' },
    { name: 'name', type: 'text', required: true, example: 'Thanksgiving Day', about: '' },
  ],
  key: ['pick', 'kind', 'date'],
  references: [{ columns: ['pick'], kind: 'pick-periods' }],
  read: (db) => paged(db, holidaysPage, (h) => ({ ...h })),
  async refuse(db, { removed }) {
    if (removed.length === 0) return [];
    const uses = await itemUses(db, 'HOLIDAY');
    const refusals: Refusal[] = [];
    const refused = new Set<string>();
    for (const { key, id } of await requirementsOfHolidays(db, removed.map(stored))) {
      const why = itemRefusal(uses.get(id), 'removed');
      if (!why || refused.has(key)) continue;
      refused.add(key);
      const row = removed.find((r) => `${r.pick} ${r.kind} ${r.date}` === key) as Row;
      refusals.push({ row, column: 'date', problem: `a requirement of the holiday: ${why}` });
    }
    return refusals;
  },
  async write(db, { added, changed, removed }) {
    await deleteHolidays(db, removed.map(stored));
    await renameHolidays(
      db,
      changed.map((c) => stored(c.row)),
    );
    await insertHolidays(db, added.map(stored));
  },
};
