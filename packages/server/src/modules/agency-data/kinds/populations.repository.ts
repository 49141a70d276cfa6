import { and, asc, eq, sql } from 'drizzle-orm';
import { pickGroups, pickPeriods, populations } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** populations.csv's statements (kinds/populations.ts). */

export function populationsPage(
  db: Db,
  last: { pick: string; group: { depotCode: string }; population: { code: string } } | undefined,
  limit: number,
) {
  return db
    .select({ pick: pickPeriods.code, group: pickGroups, population: populations })
    .from(populations)
    .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickGroups.pickPeriodId))
    .where(
      after(
        [pickPeriods.code, pickGroups.depotCode, populations.code],
        last && [last.pick, last.group.depotCode, last.population.code],
      ),
    )
    .orderBy(asc(pickPeriods.code), asc(pickGroups.depotCode), asc(populations.code))
    .limit(limit);
}

/** The pick group of a pick and depot, made or renamed: its id. */
export async function upsertPickGroup(db: Db, pickPeriodId: number, depotCode: string, name: string): Promise<number> {
  await db
    .insert(pickGroups)
    .values({ pickPeriodId, depotCode, name })
    .onConflictDoUpdate({
      target: [pickGroups.pickPeriodId, pickGroups.depotCode],
      set: { name: sql`excluded.name` },
    });
  const [group] = await db
    .select({ id: pickGroups.id })
    .from(pickGroups)
    .where(and(eq(pickGroups.pickPeriodId, pickPeriodId), eq(pickGroups.depotCode, depotCode)));
  return group?.id as number;
}

export async function insertPopulation(db: Db, row: typeof populations.$inferInsert): Promise<void> {
  await db.insert(populations).values(row);
}

export async function updatePopulation(
  db: Db,
  pickGroupId: number,
  code: string,
  set: { name: string; description: string },
): Promise<void> {
  await db
    .update(populations)
    .set(set)
    .where(and(eq(populations.pickGroupId, pickGroupId), eq(populations.code, code)));
}
