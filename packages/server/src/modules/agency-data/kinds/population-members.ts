import type { Row } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import {
  deleteMembers,
  insertMembers,
  membersInThePick,
  membersPage,
  type StoredMember,
} from './population-members.repository';
import { POOL_COLUMNS } from './vacation-pools';

const stored = (r: Row): StoredMember => ({
  pick: r.pick as string,
  depot: r.depot as string,
  population: r.population as string,
  pass_id: r.pass_id as string,
});

export const populationMembersKind: FileKind = {
  name: 'population-members',
  file: 'population-members.csv',
  about:
    "Who picks in a population: its members, in seniority order by employees.csv's seniority number. The pick board shows an employee their populations by it. A member the pick has given a turn or an award in that pick cannot be removed.",
  tables: 'One row of `population_members` each.',
  columns: [
    ...POOL_COLUMNS,
    { name: 'pass_id', type: 'pass id', required: true, example: '012345', about: 'An employee of employees.csv.' },
  ],
  key: ['pick', 'depot', 'population', 'pass_id'],
  references: [
    { columns: ['pick', 'depot', 'population'], kind: 'populations' },
    { columns: ['pass_id'], kind: 'employees' },
  ],
  read: (db) => paged(db, membersPage, (m) => ({ ...m })),
  async refuse(db, { removed }) {
    const used = await membersInThePick(db, removed.map(stored));
    return removed
      .filter((r) => used.has(`${r.pick} ${r.pass_id}`))
      .map((row) => ({
        row,
        column: 'pass_id',
        problem: 'the pick has given this member a turn or an award: they cannot be removed',
      }));
  },
  async write(db, { added, removed }) {
    // A member row is its key: nothing of it changes.
    await deleteMembers(db, removed.map(stored));
    await insertMembers(db, added.map(stored));
  },
};
