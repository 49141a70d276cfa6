import type { VrBid } from '@crewline/protocol';
import { change, type Draft, type DraftItem } from '../../domain/pick/preference-draft';

/**
 * Relief bids are ranked week by week (issue: "ranked per week"): the list the engine reads is
 * the weeks in order, each week's bids in the employee's order — so a bid is only ever
 * weighed against the others of its first week, and an earlier week's bid comes first.
 */

export type WeekOf = (itemId: number) => string | undefined;

export const weekOfBids =
  (bids: ReadonlyMap<number, Pick<VrBid, 'firstWeek'>>): WeekOf =>
  (itemId) =>
    bids.get(itemId)?.firstWeek;

/** The items, weeks in order, keeping each week's order (an unknown bid last). */
export function inWeekOrder(items: readonly DraftItem[], weekOf: WeekOf): DraftItem[] {
  const key = (i: DraftItem) => weekOf(i.itemId) ?? '9999-12-31';
  return items
    .map((item, at) => ({ item, at }))
    .sort((a, b) => key(a.item).localeCompare(key(b.item)) || a.at - b.at)
    .map((x) => x.item);
}

/** The items by first week, in order: what the selected-bids screen lists. */
export function byWeek(items: readonly DraftItem[], weekOf: WeekOf): { week: string; items: DraftItem[] }[] {
  const out: { week: string; items: DraftItem[] }[] = [];
  for (const item of inWeekOrder(items, weekOf)) {
    const week = weekOf(item.itemId) ?? '';
    const last = out.at(-1);
    if (last?.week === week) last.items.push(item);
    else out.push({ week, items: [item] });
  }
  return out;
}

/** Moves a bid one place up (−1) or down (+1) among the bids of its week; nothing past either end. */
export function moveInWeek(draft: Draft, itemId: number, by: -1 | 1, weekOf: WeekOf): void {
  const items = inWeekOrder(draft.items, weekOf);
  const from = items.findIndex((i) => i.itemId === itemId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return;
  if (weekOf((items[to] as DraftItem).itemId) !== weekOf(itemId)) return;
  [items[from], items[to]] = [items[to] as DraftItem, items[from] as DraftItem];
  change(draft, items);
}

/** Adds a bid last in its week (a bid already listed stays where it is). */
export function addBid(draft: Draft, item: DraftItem, weekOf: WeekOf): void {
  if (draft.items.some((i) => i.itemId === item.itemId)) return;
  change(draft, inWeekOrder([...draft.items, item], weekOf));
}

export function removeBid(draft: Draft, itemId: number): void {
  change(
    draft,
    draft.items.filter((i) => i.itemId !== itemId),
  );
}
