import { type OfficeListChannel, PICK_OFFICE_TEXTS, PREFERENCE_LIST_MAX, PREFERENCE_TEXTS } from '@crewline/protocol';
import type { Db } from '../../db/client';
import { InputError, RefusalError } from '../../exec/errors';
import {
  appendSetupIfMissing,
  chain,
  findRound,
  forgetRoundProjections,
  insertChainedEvents,
  itemLabel,
  type RoundRow,
  takeLedgerHead,
} from '../pick';
import {
  findLatestSet,
  findSetByRequest,
  findTurn,
  hasAward,
  insertSet,
  listableItems,
  lockEmployeeLists,
  officeRoleOf,
  type SetRow,
} from './ranked-list.repository';

/**
 * Saving and deleting an employee's ranked list for a round (docs/pick.md#lists). A
 * save is a new version and a delete an empty tombstone version: no version is ever changed.
 * Each is one transaction with its ledger event, under the employee's lock for the round; a
 * retry with the same request id answers the version the first one made.
 */

export interface ListVersion {
  version: number;
  savedAt: Date;
  itemIds: number[];
  /** The number of the ledger event that records it. */
  ledgerEvent: number | null;
  /** Entered by the pick office on the employee's behalf; null when the employee saved it. */
  enteredBy: OfficeEntry | null;
}

/** Who in the pick office entered a version, how, and (an absence) why. */
export interface OfficeEntry {
  passId: string;
  /** PICK_CLERK or PICK_SUPERVISOR, as their account says now. */
  role: string | null;
  channel: OfficeListChannel;
  note: string | null;
}

export interface ListChange {
  roundId: number;
  passId: string;
  /** The app's id for this change; a retry with the same id answers the first result. */
  requestId: string | null;
  now: Date;
  /**
   * The pick office enters it on the employee's behalf (docs/pick.md#the-pick-office): who and how,
   * and the version they were shown — refused when a newer one was saved meanwhile.
   */
  office?: { passId: string; channel: OfficeListChannel; note: string | null; baseVersion: number };
}

/** The round must exist, be open now, hold a turn of the employee, and that turn must not have come yet. */
async function openRoundFor(tx: Db, change: ListChange): Promise<RoundRow> {
  const round = await findRound(tx, change.roundId);
  if (!round) throw new RefusalError(PREFERENCE_TEXTS.roundUnknown);
  const turn = await findTurn(tx, round.id, change.passId);
  if (!turn) throw new RefusalError(change.office ? PICK_OFFICE_TEXTS.notInRound : PREFERENCE_TEXTS.notInRound);
  if (round.closedAt !== null || change.now >= round.closesAt) throw new RefusalError(PREFERENCE_TEXTS.roundClosed);
  if (change.now < round.opensAt) throw new RefusalError(PREFERENCE_TEXTS.notOpenYet);
  // The list in force is the one saved by the turn, however late the turn is processed.
  if (change.now >= turn.turnAt || (await hasAward(tx, round.id, change.passId))) {
    throw new RefusalError(change.office ? PICK_OFFICE_TEXTS.employeeTurnProcessed : PREFERENCE_TEXTS.turnPassed);
  }
  return round;
}

/**
 * Every problem of a list, in list order: nothing is written unless there is none. An item
 * taken since it was put in the list may stay (the engine passes over it at the turn, with its
 * reason); it cannot be added again once removed, nor added anew.
 */
async function listProblems(tx: Db, round: RoundRow, passId: string, itemIds: readonly number[]): Promise<string[]> {
  if (itemIds.length > PREFERENCE_LIST_MAX) return [PREFERENCE_TEXTS.tooMany];
  const items = new Map((await listableItems(tx, round, passId, itemIds)).map((item) => [item.id, item]));
  const kept = new Set((await findLatestSet(tx, round.id, passId))?.itemIds ?? []);
  const problems: string[] = [];
  const seen = new Set<number>();
  for (const id of itemIds) {
    const item = items.get(id);
    if (!item) {
      problems.push(PREFERENCE_TEXTS.unknownItem(id));
      continue;
    }
    const label = itemLabel(item.label);
    if (seen.has(id)) problems.push(PREFERENCE_TEXTS.duplicate(label));
    else if (!item.eligible) problems.push(PREFERENCE_TEXTS.notEligible(label));
    else if (item.restricted) problems.push(PREFERENCE_TEXTS.restricted(label));
    else if (item.taken && !kept.has(id)) problems.push(PREFERENCE_TEXTS.taken(label));
    seen.add(id);
  }
  return problems;
}

async function writeVersion(
  tx: Db,
  change: ListChange,
  itemIds: readonly number[],
  kind: 'SAVE' | 'DELETE',
): Promise<ListVersion> {
  const latest = await findLatestSet(tx, change.roundId, change.passId);
  const version = (latest?.version ?? 0) + 1;
  const office = change.office && {
    passId: change.office.passId,
    channel: change.office.channel,
    note: change.office.note,
  };
  // The round's first list brings its setup into the ledger before it.
  const head = await appendSetupIfMissing(tx, await takeLedgerHead(tx), change.roundId, change.now);
  const [event] = chain(head, [
    {
      at: change.now,
      roundId: change.roundId,
      passId: change.passId,
      kind,
      payload: {
        version,
        items: [...itemIds],
        requestId: change.requestId,
        ...(office ? { enteredBy: office } : {}),
      },
    },
  ]);
  if (!event) throw new Error('no list event');
  await insertChainedEvents(tx, [event]);
  await insertSet(tx, { ...change, version, savedAt: change.now, itemIds, ledgerEvent: event.seq, enteredBy: office });
  return {
    version,
    savedAt: change.now,
    itemIds: [...itemIds],
    ledgerEvent: event.seq,
    enteredBy: office ? { ...office, role: await officeRoleOf(tx, office.passId) } : null,
  };
}

const asVersion = (set: SetRow & { itemIds: number[] }): ListVersion => ({
  version: set.version,
  savedAt: set.savedAt,
  itemIds: set.itemIds,
  ledgerEvent: set.ledgerEvent,
  enteredBy:
    set.enteredBy === null
      ? null
      : {
          passId: set.enteredBy,
          role: set.enteredByRole,
          channel: (set.channel ?? 'PHONE') as OfficeListChannel,
          note: set.note,
        },
});

/**
 * Saves the employee's ranked list as a new version; refuses the whole list if any item cannot be listed.
 * `written` runs in the same transaction once a new version is written (not on a retry): what it
 * records (a notification) commits with the version or not at all.
 */
export async function saveList(
  db: Db,
  change: ListChange,
  itemIds: readonly number[],
  written?: (tx: Db, version: ListVersion) => Promise<void>,
): Promise<ListVersion> {
  const version = await db.transaction(async (tx) => {
    await lockEmployeeLists(tx, change.roundId, change.passId);
    if (change.requestId) {
      const earlier = await findSetByRequest(tx, change.roundId, change.passId, change.requestId);
      if (earlier) return asVersion(earlier);
    }
    const round = await openRoundFor(tx, change);
    if (change.office) {
      // The office sees a version and changes it: a version saved since (by the employee or another clerk) wins.
      const latest = (await findLatestSet(tx, change.roundId, change.passId))?.version ?? 0;
      if (latest !== change.office.baseVersion) throw new RefusalError(PREFERENCE_TEXTS.newerVersion(latest));
    }
    const problems = await listProblems(tx, round, change.passId, itemIds);
    if (problems.length > 0) throw new InputError(problems);
    // An empty list saved is a list deleted, and recorded as one.
    const saved = await writeVersion(tx, change, itemIds, itemIds.length === 0 ? 'DELETE' : 'SAVE');
    await written?.(tx, saved);
    return saved;
  });
  forgetRoundProjections(db, change.roundId);
  return version;
}

/**
 * Deletes the employee's list: an empty tombstone version. With no list to delete (none
 * saved, or deleted already) nothing is written and the current state is answered.
 */
export async function deleteList(db: Db, change: ListChange): Promise<ListVersion | null> {
  const version = await db.transaction(async (tx) => {
    await lockEmployeeLists(tx, change.roundId, change.passId);
    if (change.requestId) {
      const earlier = await findSetByRequest(tx, change.roundId, change.passId, change.requestId);
      if (earlier) return asVersion(earlier);
    }
    await openRoundFor(tx, change);
    const latest = await findLatestSet(tx, change.roundId, change.passId);
    if (!latest || latest.itemCount === 0) return latest ? asVersion(latest) : null;
    return writeVersion(tx, change, [], 'DELETE');
  });
  forgetRoundProjections(db, change.roundId);
  return version;
}

/** The employee's list as it stands (the latest version; a tombstone is an empty list). */
export async function currentList(db: Db, roundId: number, passId: string): Promise<ListVersion | null> {
  const latest = await findLatestSet(db, roundId, passId);
  return latest ? asVersion(latest) : null;
}
