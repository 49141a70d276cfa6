import { addDays } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import type { RoundKind } from '../engine';
import type { LabelParts } from '../item-label';
import { keptRound, labelIn } from '../projection/projection.service';
import { awardsOfGroup, heldAwardCount, sheetPeople } from './group-board.repository';

/** What became of a turn on the sheet: the award's outcome, or TO_COME while it is not processed. */
/** NO_AWARD: processed, yet no row (the round wrote none for it). */
export type SheetOutcome = 'AWARDED' | 'FORCED' | 'EXTRA_BOARD' | 'SKIPPED' | 'TO_COME' | 'NO_AWARD';

/** What the item is, for the scheduling system. */
export type ItemKind = 'PACKAGE' | 'VACATION_WEEK' | 'HOLIDAY' | 'VR_BID';

/** An item held, as the awards export names it (docs/data-formats.md#awards-export). */
export interface SheetItem {
  id: number;
  /** In words, as the app shows it. */
  label: string;
  kind: ItemKind;
  /** The package's code, the week's first day, the holiday's date, the relief job. */
  code: string;
  effectiveFrom: string;
  effectiveTo: string;
}

/** One line of a pick sheet: a turn with one of its award rows (a turn holding two items has two lines). */
export interface SheetLine {
  rank: number;
  passId: string;
  seniorityNumber: number;
  firstName: string;
  lastName: string;
  outcome: SheetOutcome;
  /** The place in the employee's list that won; null when forced, extra board, skipped or to come. */
  choice: number | null;
  /** A pick from what was left after the turn was skipped (a LATE_PICK run). */
  latePick: boolean;
  item: SheetItem | null;
  awardedAt: Date | null;
}

export interface PickSheet {
  roundId: number;
  kind: RoundKind;
  turns: number;
  processed: number;
  lines: SheetLine[];
}

const ITEM_KINDS: Record<LabelParts['kind'], ItemKind> = {
  package: 'PACKAGE',
  vacationWeek: 'VACATION_WEEK',
  holiday: 'HOLIDAY',
  vrBid: 'VR_BID',
};

/**
 * The item's code and the days it holds: a package the pick's whole work period (from a dated
 * correction's date when one gave it: `heldFrom`), a week its seven days.
 */
function itemFacts(
  parts: LabelParts,
  work: { from: string; to: string },
  heldFrom: string | null,
): Pick<SheetItem, 'code' | 'effectiveFrom' | 'effectiveTo'> {
  switch (parts.kind) {
    case 'package':
      return { code: parts.code, effectiveFrom: heldFrom ?? work.from, effectiveTo: work.to };
    case 'vacationWeek':
      return { code: parts.weekStart, effectiveFrom: parts.weekStart, effectiveTo: addDays(parts.weekStart, 6) };
    case 'holiday':
      return { code: parts.date, effectiveFrom: parts.date, effectiveTo: parts.date };
    case 'vrBid':
      return {
        code: parts.job,
        effectiveFrom: parts.firstWeek,
        effectiveTo: addDays(parts.firstWeek, parts.weeks * 7 - 1),
      };
  }
}

/** The group's turns in the round, in seniority order; undefined when the round is unknown. */
export async function groupTurns(db: Db, roundId: number, groupId: number) {
  const round = await keptRound(db, roundId);
  if (!round) return undefined;
  const { participants, policy, kind } = round.snapshot;
  const inGroup = participants.filter((p) => p.group === groupId).sort((a, b) => a.rank - b.rank);
  return { round, kind, inGroup, processedThroughRank: policy.processedThroughRank };
}

/** The group's turns and held awards in the round, for the results list; undefined when the round is unknown. */
export async function groupResultCounts(db: Db, roundId: number, groupId: number) {
  const turns = await groupTurns(db, roundId, groupId);
  if (!turns) return undefined;
  const passIds = turns.inGroup.map((p) => String(p.employeeId));
  return { kind: turns.kind, turns: passIds.length, awards: await heldAwardCount(db, roundId, passIds) };
}

/**
 * The round's pick sheet for a group (docs/pick.md#results): every turn in seniority order, a
 * line per award row (a skip, then a later pick, are two), a turn not processed yet as TO_COME.
 * Read from the round the projections read and the awards as stored; two queries whatever the size.
 */
export async function pickSheet(
  db: Db,
  roundId: number,
  groupId: number,
  work: { from: string; to: string },
): Promise<PickSheet | undefined> {
  const turns = await groupTurns(db, roundId, groupId);
  if (!turns) return undefined;
  const { round, inGroup } = turns;
  const passIds = inGroup.map((p) => String(p.employeeId));
  const [people, rows] = await Promise.all([sheetPeople(db, passIds), awardsOfGroup(db, roundId, passIds)]);
  const personOf = new Map(people.map((p) => [p.passId, p]));
  const rowsOf = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) {
    const list = rowsOf.get(r.passId);
    if (list) list.push(r);
    else rowsOf.set(r.passId, [r]);
  }
  const itemOf = (itemId: number | null, heldFrom: string | null): SheetItem | null => {
    if (itemId === null) return null;
    const parts = round.labelOf.get(itemId);
    if (!parts)
      return {
        id: itemId,
        label: labelIn(round, itemId),
        kind: 'PACKAGE',
        code: `#${itemId}`,
        effectiveFrom: work.from,
        effectiveTo: work.to,
      };
    return {
      id: itemId,
      label: labelIn(round, itemId),
      kind: ITEM_KINDS[parts.kind],
      ...itemFacts(parts, work, heldFrom),
    };
  };
  const lines: SheetLine[] = [];
  let processed = 0;
  for (const p of inGroup) {
    const passId = String(p.employeeId);
    const person = personOf.get(passId);
    const who = {
      rank: p.rank,
      passId,
      seniorityNumber: person?.seniorityNumber ?? 0,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
    };
    const mine = rowsOf.get(passId) ?? [];
    const done = p.rank <= turns.processedThroughRank;
    if (done) processed++;
    if (mine.length === 0) {
      lines.push({
        ...who,
        outcome: done ? 'NO_AWARD' : 'TO_COME',
        choice: null,
        latePick: false,
        item: null,
        awardedAt: null,
      });
      continue;
    }
    for (const r of mine) {
      lines.push({
        ...who,
        outcome: r.outcome as SheetOutcome,
        choice: r.choiceRank,
        latePick: r.runKind === 'LATE_PICK',
        item: itemOf(r.itemId, r.heldFrom),
        awardedAt: r.awardedAt,
      });
    }
  }
  return { roundId, kind: turns.kind, turns: inGroup.length, processed, lines };
}
