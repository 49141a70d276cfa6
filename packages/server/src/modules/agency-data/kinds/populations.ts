import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { pickIds } from './pick-ids.repository';
import { insertPopulation, populationsPage, updatePopulation, upsertPickGroup } from './populations.repository';

export const populationsKind: FileKind = {
  name: 'populations',
  file: 'populations.csv',
  about:
    "Who may pick a set of packages: a population of a pick group (one depot or terminal in one pick). Members are the employees of the group's depot the population describes.",
  tables:
    'One row of `populations` each, in the `pick_groups` row of its pick and depot (made when missing, its name the group_name of its first population).',
  columns: [
    PICK_COLUMN,
    {
      name: 'depot',
      type: 'text',
      required: true,
      example: 'JG',
      about: 'A depot or terminal of depots.csv: the pick group.',
    },
    { name: 'code', type: 'text', required: true, example: 'FT', about: 'Unique in the group.' },
    { name: 'name', type: 'text', required: true, example: 'Full-time operators', about: '' },
    {
      name: 'description',
      type: 'text',
      required: true,
      example: 'DOB Bus Operators, full time',
      about: 'Department, titles, classes, in words.',
    },
    {
      name: 'group_name',
      type: 'text',
      required: true,
      example: 'Jackie Gleason',
      about: "The pick group's name, as the pick board shows it.",
    },
  ],
  key: ['pick', 'depot', 'code'],
  references: [
    { columns: ['pick'], kind: 'pick-periods' },
    { columns: ['depot'], kind: 'depots' },
  ],
  read: (db) =>
    paged(db, populationsPage, ({ pick, group, population }) => ({
      pick,
      depot: group.depotCode,
      code: population.code,
      name: population.name,
      description: population.description,
      group_name: group.name,
    })),
  async refuse(_db, { removed }) {
    return removed.map((row) => ({
      row,
      column: 'code',
      problem: 'a population is never removed by an import (its packages, pools and lists name it)',
    }));
  },
  async write(db, { added, changed }) {
    const ids = await pickIds(db);
    const groupOf = (row: Row) =>
      upsertPickGroup(db, ids.get(row.pick as string) as number, row.depot as string, row.group_name as string);
    for (const row of added) {
      const pickGroupId = await groupOf(row);
      await insertPopulation(db, {
        pickGroupId,
        code: row.code as string,
        name: row.name as string,
        description: row.description as string,
      });
    }
    for (const { row } of changed) {
      const pickGroupId = await groupOf(row);
      await updatePopulation(db, pickGroupId, row.code as string, {
        name: row.name as string,
        description: row.description as string,
      });
    }
  },
};
