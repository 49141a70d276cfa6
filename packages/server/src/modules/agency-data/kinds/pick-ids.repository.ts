import { pickPeriods } from '../../../db/schema';
import type { Db } from '../../../db/types';

/** Each stored pick's id by its code: how a file's `pick` column reaches the tables. */
export async function pickIds(db: Db): Promise<Map<string, number>> {
  return new Map(
    (await db.select({ id: pickPeriods.id, code: pickPeriods.code }).from(pickPeriods)).map((p) => [p.code, p.id]),
  );
}
