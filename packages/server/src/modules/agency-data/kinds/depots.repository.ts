import { asc, inArray } from 'drizzle-orm';
import { copyRows } from '../../../db/copy-rows';
import { depots } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { after } from '../keyset.repository';

/** depots.csv's statements (kinds/depots.ts). */

interface Depot {
  code: string;
  name: string;
  dept: string;
  borough: string;
}

export function depotsPage(db: Db, last: { code: string } | undefined, limit: number) {
  return db
    .select()
    .from(depots)
    .where(after([depots.code], last && [last.code]))
    .orderBy(asc(depots.code))
    .limit(limit);
}

export async function insertDepots(db: Db, rows: readonly Depot[]): Promise<void> {
  await copyRows(
    db,
    'depots',
    [
      { name: 'code', type: 'text', value: (r: Depot) => r.code },
      { name: 'name', type: 'text', value: (r) => r.name },
      { name: 'dept', type: 'text', value: (r) => r.dept },
      { name: 'borough', type: 'text', value: (r) => r.borough },
    ],
    rows,
  );
}

export async function updateDepot(db: Db, v: Depot): Promise<void> {
  await db
    .update(depots)
    .set(v)
    .where(inArray(depots.code, [v.code]));
}
