import { asc, inArray } from 'drizzle-orm';
import { bulkInsert } from '../../../db/bulk-insert';
import { depots } from '../../../db/schema';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
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
  read: (db) =>
    paged(
      (offset, limit) => db.select().from(depots).orderBy(asc(depots.code)).offset(offset).limit(limit),
      (d) => ({ code: d.code, name: d.name, department: d.dept, borough: d.borough }),
    ),
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
    await bulkInsert(
      db,
      'depots',
      [
        { name: 'code', type: 'text', value: (r: ReturnType<typeof values>) => r.code },
        { name: 'name', type: 'text', value: (r) => r.name },
        { name: 'dept', type: 'text', value: (r) => r.dept },
        { name: 'borough', type: 'text', value: (r) => r.borough },
      ],
      added.map(values),
    );
    for (const { row } of changed) {
      const v = values(row);
      await db
        .update(depots)
        .set(v)
        .where(inArray(depots.code, [v.code]));
    }
  },
};
