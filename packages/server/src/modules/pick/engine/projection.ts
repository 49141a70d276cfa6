import type { Award, ChoiceProjection, Id, ItemProjection, Projection, Snapshot } from './engine.types';
import { ForcingFlow } from './forcing-flow';
import { RoundState } from './round-state';
import { SnapshotError } from './snapshot-error';
import { refusalFor, walkTurn } from './turn';

/**
 * The list position down to which `owed` units are certain: walking the projected-open
 * choices in list order, the first prefix in which, after any `free` seats are taken from
 * it (taking the choices with the fewest open seats first), and after dropping every choice
 * that shares a time key with an earlier one, at least `owed` choices are left.
 */
function guaranteedChoice(
  open: { choice: number; slots: number; keys: readonly number[] }[],
  owed: number,
  free: number,
): number | null {
  if (owed === 0) return null;
  const slots: number[] = [];
  const seen = new Set<number>();
  let clashes = 0;
  for (const c of open) {
    if (c.keys.some((k) => seen.has(k))) clashes++;
    for (const k of c.keys) seen.add(k);
    slots.push(c.slots);
    const sorted = [...slots].sort((a, b) => a - b);
    let budget = free;
    let killed = 0;
    for (const n of sorted) {
      if (n > budget) break;
      budget -= n;
      killed++;
    }
    if (slots.length - killed - clashes >= owed) return c.choice;
  }
  return null;
}

/**
 * Projection = the engine run early. Runs the turns of every senior of the employee's group
 * not yet processed, over their saved lists as they stand now (the projection is "as of" the
 * moment the lists were read: a senior can still change theirs until their turn), and looks
 * at what is left when the loop reaches the employee.
 *
 * The bound on what free seniors can still change: a senior with no list, or whose list runs
 * out before their entitlement, may still pick anything left (at their turn, or late). Each
 * unit they take removes at most one seat that the projection leaves open for the employee
 * (serial dictatorship: an extra pick displaces a chain of seniors, each onto their next
 * choice, and the chain ends by taking at most one seat not taken before). So with U such
 * units, a choice whose projected open seats exceed U is SAFE, and the employee is certain to
 * reach a choice no lower than `guaranteedChoice`.
 */
export function project(snapshot: Snapshot, employeeId: Id): Projection {
  const s = new RoundState(snapshot);
  const me = s.participantIndex.get(employeeId);
  if (me === undefined) throw new SnapshotError(`employee ${String(employeeId)} is not in the round`);
  const myRank = s.rank[me] as number;
  if (myRank <= s.processedThroughRank)
    throw new SnapshotError(`employee ${String(employeeId)}: turn already processed; see the award`);
  const g = s.group[me] as number;
  const slotsNow = Int32Array.from(s.capacity, (c, it) => Math.max(0, c - (s.used[it] as number)));
  const flow = s.kind === 'VACATION' ? new ForcingFlow(s) : null;

  let total = 0;
  let processed = 0;
  let withList = 0;
  let withoutList = 0;
  let free = 0;
  const scratch: Award[] = [];
  for (let k = s.groupOff[g] as number; k < (s.groupOff[g + 1] as number); k++) {
    const p = s.groupMembers[k] as number;
    if (p >= me) break;
    total++;
    if ((s.rank[p] as number) <= s.processedThroughRank) processed++;
    else {
      if (s.hasList(p)) withList++;
      else withoutList++;
      walkTurn(s, flow, p, scratch);
    }
    free += s.owed[p] as number;
  }

  const list = s.participants[me]?.list ?? [];
  const from = s.listOff[me] as number;
  const choices: ChoiceProjection[] = [];
  const open: { choice: number; slots: number; keys: number[] }[] = [];
  for (let k = 0; k < list.length; k++) {
    const it = s.listItem[from + k] as number;
    const itemId = list[k] as Id;
    const choice = k + 1;
    const now = it < 0 ? 0 : (slotsNow[it] as number);
    const atTurn = it < 0 ? 0 : Math.max(0, (s.capacity[it] as number) - (s.used[it] as number));
    const base = { choice, itemId, slotsNow: now, slotsAtTurn: atTurn };
    const refusal = refusalFor(s, me, it, choice, itemId);
    if (refusal && refusal.reason !== 'TAKEN' && refusal.reason !== 'QUOTA_FULL') {
      choices.push({ ...base, status: 'UNAVAILABLE', reason: refusal.reason });
    } else if (now === 0) {
      const holder = s.capacity[it] === 1 ? firstHolder(snapshot, s, it) : undefined;
      choices.push({
        ...base,
        status: 'TAKEN',
        reason: s.capacity[it] === 1 ? 'TAKEN' : 'QUOTA_FULL',
        ...(holder ? { by: holder } : {}),
      });
    } else if (atTurn === 0) {
      const p = s.lastHolder[it] as number;
      const by = { employeeId: s.employeeId(p), rank: s.rank[p] as number, choice: s.lastChoice[it] as number };
      choices.push({ ...base, status: 'PROJECTED_TAKEN', by });
    } else if (flow && (s.owed[me] as number) > 0 && !flow.allows(me, it)) {
      choices.push({ ...base, status: 'UNAVAILABLE', reason: 'RESERVED' });
    } else {
      choices.push({ ...base, status: atTurn > free ? 'SAFE' : 'AT_RISK' });
      const keys: number[] = [];
      for (let j = s.keyOff[it] as number; j < (s.keyOff[it + 1] as number); j++) keys.push(s.keyIdx[j] as number);
      open.push({ choice, slots: atTurn, keys });
    }
  }

  const items: ItemProjection[] = [];
  for (let k = s.groupItemOff[g] as number; k < (s.groupItemOff[g + 1] as number); k++) {
    const it = s.groupItems[k] as number;
    const restricted = (s.items[it] as { restricted?: boolean }).restricted === true;
    const atTurn = restricted ? 0 : Math.max(0, (s.capacity[it] as number) - (s.used[it] as number));
    const item: ItemProjection = { itemId: s.itemId(it), slotsNow: slotsNow[it] as number, slotsAtTurn: atTurn };
    const p = s.lastHolder[it] as number;
    if (!restricted && atTurn === 0 && (slotsNow[it] as number) > 0 && s.capacity[it] === 1 && p >= 0)
      item.by = { employeeId: s.employeeId(p), rank: s.rank[p] as number, choice: s.lastChoice[it] as number };
    items.push(item);
  }

  const owed = s.owed[me] as number;
  const mine: Award[] = [];
  walkTurn(s, flow, me, mine);
  return {
    employeeId: s.employeeId(me),
    rank: myRank,
    choices,
    projected: mine.flatMap((a) =>
      a.outcome === 'AWARDED' && a.itemId !== null && a.choice !== null ? [{ choice: a.choice, itemId: a.itemId }] : [],
    ),
    guaranteedChoice: guaranteedChoice(open, owed, free),
    freeUnits: free,
    seniors: { total, processed, withList, withoutList },
    items,
  };
}

/** Who holds a capacity-1 item in the snapshot's holdings (the final awards). */
function firstHolder(snapshot: Snapshot, s: RoundState, it: number) {
  const id = s.itemId(it);
  const h = snapshot.holdings.find((x) => x.itemId === id);
  if (!h) return undefined;
  const p = s.participantIndex.get(h.employeeId) as number;
  return { employeeId: h.employeeId, rank: s.rank[p] as number };
}
