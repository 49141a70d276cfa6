import { and, asc, eq, sql } from 'drizzle-orm';
import { pickGroups, pickPeriods, populations } from '../../../db/schema';
import type { Row } from '../columns';
import { PICK_COLUMN } from '../columns';
import type { FileKind } from '../file-kind';
import { paged } from '../paged';
import { pickIds } from './pick-ids';

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
    paged(
      (offset, limit) =>
        db
          .select({ pick: pickPeriods.code, group: pickGroups, population: populations })
          .from(populations)
          .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
          .innerJoin(pickPeriods, eq(pickPeriods.id, pickGroups.pickPeriodId))
          .orderBy(asc(pickPeriods.code), asc(pickGroups.depotCode), asc(populations.code))
          .offset(offset)
          .limit(limit),
      ({ pick, group, population }) => ({
        pick,
        depot: group.depotCode,
        code: population.code,
        name: population.name,
        description: population.description,
        group_name: group.name,
      }),
    ),
  async refuse(_db, { removed }) {
    return removed.map((row) => ({
      row,
      column: 'code',
      problem: 'a population is never removed by an import (its packages, pools and lists name it)',
    }));
  },
  async write(db, { added, changed }) {
    const ids = await pickIds(db);
    const groupOf = async (row: Row) => {
      const pickPeriodId = ids.get(row.pick as string) as number;
      const depotCode = row.depot as string;
      await db
        .insert(pickGroups)
        .values({ pickPeriodId, depotCode, name: row.group_name as string })
        .onConflictDoUpdate({
          target: [pickGroups.pickPeriodId, pickGroups.depotCode],
          set: { name: sql`excluded.name` },
        });
      const [group] = await db
        .select({ id: pickGroups.id })
        .from(pickGroups)
        .where(and(eq(pickGroups.pickPeriodId, pickPeriodId), eq(pickGroups.depotCode, depotCode)));
      return group?.id as number;
    };
    for (const row of added) {
      const pickGroupId = await groupOf(row);
      await db.insert(populations).values({
        pickGroupId,
        code: row.code as string,
        name: row.name as string,
        description: row.description as string,
      });
    }
    for (const { row } of changed) {
      const pickGroupId = await groupOf(row);
      await db
        .update(populations)
        .set({ name: row.name as string, description: row.description as string })
        .where(and(eq(populations.pickGroupId, pickGroupId), eq(populations.code, row.code as string)));
    }
  },
};
