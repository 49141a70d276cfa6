import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { Db } from '../../../db/types';

/** What the pick made of an item (a vacation week, a holiday requirement): awards that hold it, saved lists that rank it. */
export interface ItemUse {
  awards: number;
  lists: number;
}

/** By item id, the use rounds of `roundKind` made of their items (a round's items are one table's ids by its kind). */
export async function itemUses(db: Db, roundKind: string): Promise<Map<number, ItemUse>> {
  const rows = rowsOf<{ item_id: number; awards: number; lists: number }>(
    await db.execute(sql`select item_id, sum(awards)::int as awards, sum(lists)::int as lists from (
        select a.item_id, 1 as awards, 0 as lists from awards a join pick_rounds r on r.id = a.pick_round_id
          where r.kind = ${roundKind} and a.item_id is not null and a.outcome <> 'SKIPPED'
        union all
        select i.item_id, 0, 1 from preference_items i join preference_sets s on s.id = i.set_id
          join pick_rounds r on r.id = s.pick_round_id where r.kind = ${roundKind}) u group by item_id`),
  );
  return new Map(rows.map((r) => [r.item_id, { awards: r.awards, lists: r.lists }]));
}

/**
 * Why a changed or removed item may not be, or undefined: an award holds it (neither), or a
 * saved list ranks it (not removed: the list names it by id; a change keeps the id).
 */
export function itemRefusal(use: ItemUse | undefined, action: 'changed' | 'removed'): string | undefined {
  if (!use) return undefined;
  if (use.awards > 0) return `the pick awarded it (${use.awards} awards): it cannot be ${action}`;
  if (action === 'removed' && use.lists > 0) return `saved lists rank it (${use.lists}): it cannot be removed`;
  return undefined;
}
