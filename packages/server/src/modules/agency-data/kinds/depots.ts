import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { depotsPage, insertDepots, updateDepot } from './depots.repository';
import { DEPARTMENTS } from './values';

export const depotsKind: FileKind = {
  name: 'depots',
  file: 'depots.csv',
  about: 'The depots (bus) and terminals or crew rooms (subway) where employees report.',
  tables: 'One row of `depots` each.',
  columns: [
    {
      name: 'code',
      type: 'text',
      required: true,
      example: 'JG',
      about: 'As the agency writes it; other files name the depot by it.',
    },
    { name: 'name', type: 'text', required: true, example: 'Jackie Gleason', about: 'As the app shows it.' },
    {
      name: 'department',
      type: 'one of',
      values: DEPARTMENTS,
      required: true,
      example: 'DOB',
      about: 'DOB (buses) or RTO (subway).',
    },
    { name: 'borough', type: 'text', required: true, example: 'Brooklyn', about: 'Where it is.' },
  ],
  key: ['code'],
  read: (db) => paged(db, depotsPage, (d) => ({ code: d.code, name: d.name, department: d.dept, borough: d.borough })),
  async refuse(_db, { removed }) {
    return removed.map((row) => ({
      row,
      column: 'code',
      problem: 'a depot is never removed by an import (employees and picks name it)',
    }));
  },
  async write(db, { added, changed }) {
    const values = (r: (typeof added)[number]) => ({
      code: r.code as string,
      name: r.name as string,
      dept: r.department as string,
      borough: r.borough as string,
    });
    await insertDepots(db, added.map(values));
    for (const { row } of changed) await updateDepot(db, values(row));
  },
};
