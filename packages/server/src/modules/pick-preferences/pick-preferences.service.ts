import {
  CHOICE_TEXTS,
  enteredByText,
  PICK_OFFICE_TEXTS,
  PICK_REQUEST_TEXTS,
  type PickAward,
  PREFERENCE_TEXTS,
  type PreferenceRound,
  type PreferenceRoundKind,
  pickSheetName,
  type Receipt,
  type SavedList,
  type ServiceElements,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import {
  awardOfRow,
  awardReceipts,
  awardSentences,
  type ChoiceProjection,
  currentPickRounds,
  eventReceipt,
  findRound,
  itemLabel,
  keptRound,
  labelIn,
  latePick,
  ledgerSigner,
  memberships,
  participantOf,
  projectionOf,
  type RoundKind,
  type RoundRow,
  roundStatus,
} from '../pick';
import { myAwardRows, takenPackages } from './pick-preferences.repository';
import { findTurn, listableItems } from './ranked-list.repository';
import { currentList, deleteList, type ListChange, type ListVersion, saveList } from './ranked-list.service';

/** The wire side of pick preferences (DOB): the employee's rounds, lists, awards and projection. */

type Labels = (itemId: number) => string;

/** Labels for the items of the round the employee may see (their own list, their award, its refusals). */
async function labelsFor(db: Db, round: RoundRow, passId: string, itemIds: Iterable<number>): Promise<Labels> {
  const items = await listableItems(db, round, passId, [...new Set(itemIds)]);
  const byId = new Map(items.map((i) => [i.id, itemLabel(i.label)]));
  return (id) => byId.get(id) ?? `#${id}`;
}

/** A list version as the app shows it, with its receipt. */
export async function savedList(db: Db, version: ListVersion, label: Labels): Promise<SavedList> {
  return {
    version: version.version,
    savedAt: version.savedAt.toISOString(),
    items: version.itemIds.map((itemId, i) => ({ rank: i + 1, itemId, label: label(itemId) })),
    receipt: version.ledgerEvent === null ? null : ((await eventReceipt(db, version.ledgerEvent)) ?? null),
    enteredBy: version.enteredBy && {
      passId: version.enteredBy.passId,
      channel: version.enteredBy.channel,
      text: enteredByText(version.enteredBy.channel, version.enteredBy.passId, version.enteredBy.role),
      note: version.enteredBy.note,
    },
  };
}

export type AwardRow = Awaited<ReturnType<typeof myAwardRows>>[number];
/** What the words of an award are made from. */
type WordedRow = Pick<AwardRow, 'outcome' | 'itemId' | 'seat' | 'choiceRank' | 'explanation' | 'awardedAt'> &
  Partial<Pick<AwardRow, 'enteredBy' | 'enteredByRole' | 'correctedBecause' | 'correctedFrom'>>;

/** The receipts of an employee's award rows (a run at a time, in the order of the rows). */
export async function receiptsOf(db: Db, rows: readonly AwardRow[]): Promise<Receipt[]> {
  const out: Receipt[] = [];
  for (const runId of [...new Set(rows.map((r) => r.awardRunId))]) {
    const mine = rows.filter((r) => r.awardRunId === runId);
    out.push(
      ...(await awardReceipts(
        db,
        { id: runId, ledgerEvent: mine[0]?.runEvent ?? null },
        mine.map((r) => r.id),
      )),
    );
  }
  return out;
}

export function awardOf(
  kind: RoundKind,
  passId: string,
  rows: readonly WordedRow[],
  label: Labels,
  receipts: Receipt[] = [],
): PickAward | null {
  const first = rows[0];
  if (!first) return null;
  const given = rows.filter((r) => r.itemId !== null);
  // The words name seniors by their place: the pass ids behind them are not needed here.
  // A round that gives several items (weeks, relief bids) records each award with the choices
  // passed over so far: each reason is told once.
  const sentences: string[] = [];
  for (const r of rows) {
    const { head, refusals } = awardSentences(kind, awardOfRow({ ...r, passId }), (id) => label(Number(id)));
    // Relief is owed to no one: after bids were given, the list's end is no news.
    if (!(kind === 'VR' && r.outcome === 'SKIPPED' && given.length > 0)) sentences.push(head);
    for (const refusal of refusals) if (!sentences.includes(refusal)) sentences.push(refusal);
    // A bid-around pick the office entered says so.
    if (r.enteredBy)
      sentences.push(PICK_OFFICE_TEXTS.latePickBy(enteredByText('PHONE', r.enteredBy, r.enteredByRole ?? null)));
  }
  // A correction's award says why it changed; its time is the award's.
  const corrected = rows.find((r) => r.correctedBecause);
  if (corrected?.correctedBecause) sentences.push(PICK_OFFICE_TEXTS.correctedBy(corrected.correctedBecause));
  // A correction once the work was in force applies from its date.
  // Of vacation relief, the bids begun before the date stayed (docs/adr/0033-dated-corrections.md).
  if (corrected?.correctedFrom)
    sentences.push(
      (kind === 'VR' ? PICK_OFFICE_TEXTS.correctedFromRelief : PICK_OFFICE_TEXTS.correctedFrom)(
        corrected.correctedFrom,
      ),
    );
  return {
    outcome: (given[0]?.outcome ?? first.outcome) as PickAward['outcome'],
    items: given.map((r) => ({ itemId: r.itemId as number, label: label(r.itemId as number), choice: r.choiceRank })),
    // A sentence a line: the app shows each on its own.
    explanation: sentences.join('\n'),
    awardedAt: first.awardedAt.toISOString(),
    receipts,
  };
}

/** mta_pickPreferencesInit: the pick in progress the employee takes part in, round by round. */
export async function pickPreferencesInit({
  db,
  session,
  now,
}: SignedInContext): Promise<ServiceElements<'mta_pickPreferencesInit'>> {
  const mine = await currentPickRounds(db, session.passId, session.employee.department);
  if (mine.length === 0) return { pick: null };
  const rounds: PreferenceRound[] = [];
  // One round at a time: a call never holds two pooled connections.
  for (const r of mine) {
    // Place, participants and item names from the round as this process keeps it.
    const kept = await keptRound(db, r.roundId);
    const list = await currentList(db, r.roundId, session.passId);
    const awardRows = await myAwardRows(db, r.roundId, session.passId);
    const label: Labels = (id) => labelIn(kept, id);
    const participants = kept?.snapshot.participants ?? [];
    const status = roundStatus(r, now);
    const processed = awardRows.length > 0;
    rounds.push({
      roundId: r.roundId,
      kind: r.kind as PreferenceRoundKind,
      seq: r.seq,
      opensAt: r.opensAt.toISOString(),
      closesAt: r.closesAt.toISOString(),
      status,
      rank: (kept && participantOf(kept, session.passId)?.rank) ?? 0,
      participants: participants.length,
      turnAt: r.turnAt.toISOString(),
      turnStatus: processed ? 'PROCESSED' : 'WAITING',
      canEdit: status === 'OPEN' && !processed && now < r.turnAt,
      list: list ? await savedList(db, list, label) : null,
      award: awardOf(r.kind as RoundKind, session.passId, awardRows, label, await receiptsOf(db, awardRows)),
    });
  }
  const [head] = mine as [(typeof mine)[number]];
  return {
    pick: {
      pickPeriodId: head.pickPeriodId,
      description: head.description,
      effectiveDate: head.effectiveDate,
      expirationDate: head.expirationDate,
      rounds,
    },
  };
}

/** The round, if the employee has a turn in it (the same refusal for an unknown round and another's). */
async function myRound(db: Db, roundId: number, passId: string): Promise<RoundRow> {
  const round = await findRound(db, roundId);
  if (!round || !(await findTurn(db, roundId, passId))) throw new RefusalError(PREFERENCE_TEXTS.notInRound);
  return round;
}

/** mta_closedPackages: the packages of the employee's populations already awarded in a work round. */
export async function closedPackages(
  { db, session }: SignedInContext,
  { roundId }: InputOf<'mta_closedPackages'>,
): Promise<ServiceElements<'mta_closedPackages'>> {
  const round = await myRound(db, roundId, session.passId);
  if (round.kind !== 'WORK') return { packages: [] };
  const mine = await memberships(db, round.pickPeriodId, session.passId);
  const rows = await takenPackages(
    db,
    round.id,
    mine.map((m) => m.populationId),
  );
  // The holders' places in the round, from the round as this process keeps it.
  const kept = await keptRound(db, round.id);
  const rankOf = new Map(kept?.snapshot.participants.map((p) => [String(p.employeeId), p.rank]));
  return {
    packages: rows.map((r) => {
      const rank = rankOf.get(r.passId) ?? 0;
      return {
        packageId: r.packageId,
        code: r.code,
        takenBy: pickSheetName(rank, r.firstName, r.lastName),
        seniorityRank: rank,
        takenAt: r.takenAt.toISOString(),
      };
    }),
  };
}

/**
 * mta_savePreferences: the whole ranked list as the next version; after a skipped turn, while
 * the round is open, the first item of it still open is picked at once instead (a late pick).
 */
export async function savePreferences(
  { db, session, now, config }: SignedInContext,
  { roundId, requestId, items }: InputOf<'mta_savePreferences'>,
): Promise<ServiceElements<'mta_savePreferences'>> {
  const request = { roundId, passId: session.passId, requestId, now };
  const late = await latePick(db, { ...request, signer: ledgerSigner(config.ledgerSigningKey) }, items);
  if (late) return { list: null, latePick: await lateAward(db, roundId, session.passId, late.runId) };
  const version = await saveList(db, request, items);
  const round = await myRound(db, roundId, session.passId);
  return {
    list: await savedList(db, version, await labelsFor(db, round, session.passId, version.itemIds)),
    latePick: null,
  };
}

/** The award a late pick's run made, as the app shows it. */
async function lateAward(db: Db, roundId: number, passId: string, runId: number): Promise<PickAward | null> {
  const round = await myRound(db, roundId, passId);
  const rows = (await myAwardRows(db, roundId, passId)).filter((r) => r.awardRunId === runId);
  const label = await labelsFor(
    db,
    round,
    passId,
    rows.flatMap((r) => (r.itemId === null ? [] : [r.itemId])),
  );
  return awardOf(round.kind as RoundKind, passId, rows, label, await receiptsOf(db, rows));
}

/**
 * The pick office enters an employee's list on their behalf (docs/pick.md#the-pick-office): the
 * employee's own rules, a new version recording who entered it and how, refused when the
 * version the office was shown is no longer the latest. `written` records what goes with it
 * (the employee's notification) in the same transaction.
 */
export async function saveListFor(
  db: Db,
  change: ListChange & { office: NonNullable<ListChange['office']> },
  items: readonly number[],
  written: (tx: Db, version: ListVersion) => Promise<void>,
): Promise<SavedList> {
  const version = await saveList(db, change, items, written);
  const round = await myRound(db, change.roundId, change.passId);
  return savedList(db, version, await labelsFor(db, round, change.passId, version.itemIds));
}

/**
 * The pick office records a skipped employee's pick from what is left (bid-around): the
 * employee's late pick, its run naming who entered it. Undefined when their turn has not been
 * processed yet.
 */
export async function latePickFor(
  db: Db,
  request: Parameters<typeof latePick>[1],
  items: readonly number[],
): Promise<PickAward | null | undefined> {
  const late = await latePick(db, request, items);
  return late && lateAward(db, request.roundId, request.passId, late.runId);
}

/** mta_deleteUserPreferences: an empty version; the earlier ones stay. */
export async function deleteUserPreferences(
  { db, session, now }: SignedInContext,
  { roundId, requestId }: InputOf<'mta_deleteUserPreferences'>,
): Promise<ServiceElements<'mta_deleteUserPreferences'>> {
  const version = await deleteList(db, { roundId, passId: session.passId, requestId, now });
  return { list: version ? await savedList(db, version, () => '') : null };
}

function choiceReason(c: ChoiceProjection, free: number): string {
  switch (c.status) {
    case 'TAKEN':
      return c.reason === 'QUOTA_FULL' || !c.by ? CHOICE_TEXTS.full : CHOICE_TEXTS.taken(c.by.rank);
    case 'PROJECTED_TAKEN':
      return CHOICE_TEXTS.projectedTaken(c.by?.rank ?? 0, c.by?.choice);
    case 'AT_RISK':
      return CHOICE_TEXTS.atRisk(free);
    case 'SAFE':
      return CHOICE_TEXTS.safe;
    case 'UNAVAILABLE':
      switch (c.reason) {
        case 'RESTRICTED':
          return CHOICE_TEXTS.restricted;
        case 'CONFLICT':
          return CHOICE_TEXTS.conflict;
        case 'RESERVED':
          return CHOICE_TEXTS.reserved;
        case 'ENTITLEMENT_USED':
          return CHOICE_TEXTS.entitlementUsed;
        default:
          return CHOICE_TEXTS.ineligible;
      }
  }
}

/** mta_pickProjection: what will be left at the employee's turn, choice by choice. */
export async function pickProjection(
  { db, session, now }: SignedInContext,
  { roundId }: InputOf<'mta_pickProjection'>,
): Promise<ServiceElements<'mta_pickProjection'>> {
  // Answered from the round as this process keeps it: no query while nothing has changed.
  const answer = await projectionOf(db, roundId, session.passId, now);
  if (answer.status === 'NOT_IN_ROUND') throw new RefusalError(PREFERENCE_TEXTS.notInRound);
  if (answer.status === 'PROCESSED') throw new RefusalError(PICK_REQUEST_TEXTS.turnProcessed);
  const { projection, label } = answer;
  return {
    asOf: projection.asOf.toISOString(),
    rank: projection.rank,
    projectedChoice: projection.projected[0]?.choice ?? null,
    guaranteedChoice: projection.guaranteedChoice,
    seniors: projection.seniors,
    choices: projection.choices.map((c) => ({
      choice: c.choice,
      itemId: Number(c.itemId),
      label: label(Number(c.itemId)),
      status: c.status,
      reason: choiceReason(c, projection.freeUnits),
      slotsNow: c.slotsNow,
      slotsAtTurn: c.slotsAtTurn,
    })),
  };
}
