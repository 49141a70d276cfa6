import type { Row } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { insertPickPeriod, pickPeriodsPage, updatePickPeriod } from './pick-periods.repository';
import { DEPARTMENTS } from './values';

function stored(r: Row) {
  return {
    code: r.code as string,
    department: r.department as string,
    type: r.type as string,
    description: r.description as string,
    startDate: r.start_date as string,
    endDate: r.end_date as string,
    effectiveDate: r.effective_date as string,
    expirationDate: r.expiration_date as string,
  };
}

export const pickPeriodsKind: FileKind = {
  name: 'pick-periods',
  file: 'pick-periods.csv',
  about: 'The picks: when employees choose (the window) and when what they chose is in force.',
  tables: 'One row of `pick_periods` each; the other files name a pick by its code.',
  columns: [
    { name: 'code', type: 'text', required: true, example: 'DOB-2026-05-03', about: "The agency's name for the pick." },
    { name: 'department', type: 'one of', values: DEPARTMENTS, required: true, example: 'DOB', about: '' },
    { name: 'type', type: 'text', required: true, example: 'GENERAL', about: '' },
    { name: 'description', type: 'text', required: true, example: 'Fall 2026 Bus General Pick', about: '' },
    {
      name: 'start_date',
      type: 'date',
      required: true,
      example: '2026-05-03',
      about: 'The first day of the pick window.',
    },
    { name: 'end_date', type: 'date', required: true, example: '2026-05-23', about: 'Its last day.' },
    {
      name: 'effective_date',
      type: 'date',
      required: true,
      example: '2026-06-21',
      about: 'The first day the picked work is in force.',
    },
    { name: 'expiration_date', type: 'date', required: true, example: '2026-12-19', about: 'Its last day.' },
  ],
  key: ['code'],
  checkRow(row) {
    if ((row.end_date as string) < (row.start_date as string))
      return { column: 'end_date', problem: 'is before start_date' };
    if ((row.expiration_date as string) < (row.effective_date as string))
      return { column: 'expiration_date', problem: 'is before effective_date' };
    return undefined;
  },
  read: (db) =>
    paged(db, pickPeriodsPage, (p) => ({
      code: p.code,
      department: p.department,
      type: p.type,
      description: p.description,
      start_date: p.startDate,
      end_date: p.endDate,
      effective_date: p.effectiveDate,
      expiration_date: p.expirationDate,
    })),
  async refuse(_db, { removed }) {
    return removed.map((row) => ({
      row,
      column: 'code',
      problem: 'a pick is never removed by an import (its rounds, work and history name it)',
    }));
  },
  async write(db, { added, changed }) {
    // One at a time: ids follow the file's order, as the generator's do.
    for (const row of added) await insertPickPeriod(db, stored(row));
    for (const { row } of changed) await updatePickPeriod(db, stored(row));
  },
};
