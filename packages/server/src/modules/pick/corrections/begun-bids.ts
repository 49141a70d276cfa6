import type { Award } from '../engine';
import type { AwardedRow } from '../superseded-rows';
import type { SetupItem } from '../turns/round-setup';

/**
 * A dated correction of a vacation relief round (docs/adr/0033-dated-corrections.md): a bid
 * whose first week starts before the correction's date has begun by then (its relief is being
 * worked, all its weeks together), so it stays with its holder; only the bids not begun are bid
 * again. The run gives each begun bid held by someone it bids again back to them, the same seat
 * and choice, so the current-award rule (superseded-rows.ts) keeps it theirs with no notion of
 * a date. Pure: the correction and the ledger's replay (audit/ledger-replay.ts) both use it.
 */

/** The relief bids among the round's items whose first week starts before `date`. */
export function begunBids(items: readonly SetupItem[], date: string): Set<number> {
  const begun = new Set<number>();
  for (const item of items) {
    if (!('weeks' in item)) continue;
    const first = [...item.weeks].sort()[0];
    if (first !== undefined && first < date) begun.add(item.id);
  }
  return begun;
}

/**
 * The rows that give the begun bids back to their holders among those bid again (rank `from`
 * on), in rank then item order: AWARDED, with the seat and choice of the row they repeat.
 */
export function keptRows(
  current: readonly AwardedRow[],
  begun: ReadonlySet<number>,
  from: number,
  participant: (passId: string) => { rank: number; entitlement: number } | undefined,
): Award[] {
  const held = current
    .flatMap((row) => {
      const p = participant(row.passId);
      if (!p || p.rank < from || row.itemId === null || row.seat === null || !begun.has(row.itemId)) return [];
      if (row.outcome !== 'AWARDED') return [];
      return [{ row, rank: p.rank, entitlement: p.entitlement, itemId: row.itemId, seat: row.seat }];
    })
    .sort((a, b) => a.rank - b.rank || a.itemId - b.itemId);
  const given = new Map<string, number>();
  return held.map(({ row, rank, entitlement, itemId, seat }) => {
    const count = (given.get(row.passId) ?? 0) + 1;
    given.set(row.passId, count);
    return {
      employeeId: row.passId,
      rank,
      outcome: 'AWARDED',
      itemId,
      seat,
      choice: row.choice,
      remaining: Math.max(0, entitlement - count),
      refused: [],
    };
  });
}

/** A correction run's rows: the kept rows, then what the engine gave, each employee's together (stable, by rank). */
export function withKept(given: readonly Award[], kept: readonly Award[]): Award[] {
  if (kept.length === 0) return [...given];
  return [...kept, ...given].sort((a, b) => a.rank - b.rank);
}
