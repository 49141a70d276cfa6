import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  awards,
  employees,
  holidayRequirements,
  holidays,
  jobs,
  pickTurns,
  preferenceItems,
  preferenceSets,
  vrBids,
} from '../../db/schema';
import { ADVISORY_LOCKS } from '../../lib/advisory-locks';
import type { LabelParts, RoundRow } from '../pick';
import { isCurrentAward, memberships, pickPackages, pickVacationWeeks } from '../pick';

/**
 * Holds the employee's lists of the round for the rest of the caller's transaction: their
 * saves and deletes take turns, so versions follow one another and a retried request finds
 * the first one's version.
 */
export async function lockEmployeeLists(tx: Db, roundId: number, passId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.preferenceList}, hashtext(${`${roundId}:${passId}`}))`,
  );
}

export async function findTurn(db: Db, roundId: number, passId: string) {
  const [turn] = await db
    .select({ turnAt: pickTurns.turnAt })
    .from(pickTurns)
    .where(and(eq(pickTurns.pickRoundId, roundId), eq(pickTurns.passId, passId)));
  return turn;
}

/** Whether the employee's turn in the round has been processed (any award row, skips included). */
export async function hasAward(db: Db, roundId: number, passId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: awards.id })
    .from(awards)
    .where(and(eq(awards.pickRoundId, roundId), eq(awards.passId, passId), isCurrentAward))
    .limit(1);
  return row !== undefined;
}

const setColumns = {
  id: preferenceSets.id,
  version: preferenceSets.version,
  savedAt: preferenceSets.savedAt,
  itemCount: preferenceSets.itemCount,
  ledgerEvent: preferenceSets.ledgerEvent,
  enteredBy: preferenceSets.enteredBy,
  enteredByRole: employees.officeRole,
  channel: preferenceSets.channel,
  note: preferenceSets.note,
};

/** A version as stored, with who entered it when the office did. */
export type SetRow = {
  id: number;
  version: number;
  savedAt: Date;
  itemCount: number;
  ledgerEvent: number | null;
  enteredBy: string | null;
  enteredByRole: string | null;
  channel: string | null;
  note: string | null;
};

const employeeSets = (roundId: number, passId: string) =>
  and(eq(preferenceSets.pickRoundId, roundId), eq(preferenceSets.passId, passId));

async function withItems(db: Db, set: SetRow | undefined) {
  return set && { ...set, itemIds: await setItems(db, set.id) };
}

/** The employee's latest version of their list in the round, with its items in rank order. */
export async function findLatestSet(db: Db, roundId: number, passId: string) {
  const [set] = await db
    .select(setColumns)
    .from(preferenceSets)
    .leftJoin(employees, eq(employees.passId, preferenceSets.enteredBy))
    .where(employeeSets(roundId, passId))
    .orderBy(desc(preferenceSets.version))
    .limit(1);
  return withItems(db, set);
}

/** The version a request id made, if it made one. */
export async function findSetByRequest(db: Db, roundId: number, passId: string, requestId: string) {
  const [set] = await db
    .select(setColumns)
    .from(preferenceSets)
    .leftJoin(employees, eq(employees.passId, preferenceSets.enteredBy))
    .where(and(employeeSets(roundId, passId), eq(preferenceSets.requestId, requestId)));
  return withItems(db, set);
}

/** The office role the account holds now (PICK_CLERK, PICK_SUPERVISOR), or null. */
export async function officeRoleOf(db: Db, passId: string): Promise<string | null> {
  const [row] = await db.select({ role: employees.officeRole }).from(employees).where(eq(employees.passId, passId));
  return row?.role ?? null;
}

async function setItems(db: Db, setId: number): Promise<number[]> {
  const rows = await db
    .select({ itemId: preferenceItems.itemId })
    .from(preferenceItems)
    .where(eq(preferenceItems.setId, setId))
    .orderBy(preferenceItems.rank);
  return rows.map((r) => r.itemId);
}

/** Writes a new version (an empty one is a delete's tombstone); the caller holds the employee's lock. */
export async function insertSet(
  tx: Db,
  set: {
    roundId: number;
    passId: string;
    version: number;
    savedAt: Date;
    itemIds: readonly number[];
    requestId: string | null;
    ledgerEvent: number;
    enteredBy?: { passId: string; channel: string; note: string | null };
  },
): Promise<number> {
  const [row] = await tx
    .insert(preferenceSets)
    .values({
      pickRoundId: set.roundId,
      passId: set.passId,
      version: set.version,
      savedAt: set.savedAt,
      itemCount: set.itemIds.length,
      requestId: set.requestId,
      ledgerEvent: set.ledgerEvent,
      enteredBy: set.enteredBy?.passId ?? null,
      channel: set.enteredBy?.channel ?? null,
      note: set.enteredBy?.note ?? null,
    })
    .returning({ id: preferenceSets.id });
  if (!row) throw new Error('preference set insert returned no row');
  if (set.itemIds.length > 0) {
    await tx.insert(preferenceItems).values(set.itemIds.map((itemId, i) => ({ setId: row.id, rank: i + 1, itemId })));
  }
  return row.id;
}

/** An item of a round as a list may name it, and whether this employee may list it. */
export interface ListableItem {
  id: number;
  label: LabelParts;
  /** In a group and population of the employee. */
  eligible: boolean;
  restricted: boolean;
  /** Every place awarded already. */
  taken: boolean;
}

/** Places awarded per item in the round, for the items asked about. */
async function awardedPlaces(db: Db, roundId: number, itemIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: awards.itemId, places: sql<number>`count(*)::int` })
    .from(awards)
    .where(and(eq(awards.pickRoundId, roundId), isCurrentAward, inArray(awards.itemId, [...itemIds])))
    .groupBy(awards.itemId);
  return new Map(rows.map((r) => [r.itemId as number, r.places]));
}

/**
 * The items of `itemIds` that belong to the round (by its kind), each with whether the
 * employee may list it; ids that are not the round's are left out.
 */
export async function listableItems(
  db: Db,
  round: RoundRow,
  passId: string,
  itemIds: readonly number[],
): Promise<ListableItem[]> {
  if (itemIds.length === 0) return [];
  const mine = await memberships(db, round.pickPeriodId, passId);
  const myPopulations = new Set(mine.map((m) => m.populationId));
  const myGroups = new Set(mine.map((m) => m.groupId));
  const taken = await awardedPlaces(db, round.id, itemIds);
  const ids = [...itemIds];

  if (round.kind === 'WORK') {
    const rows = await pickPackages(db, round.pickPeriodId, ids);
    return rows.map((r) => ({
      id: r.id,
      label: { kind: 'package', code: r.code },
      eligible: myPopulations.has(r.populationId),
      restricted: false,
      taken: (taken.get(r.id) ?? 0) >= r.capacity,
    }));
  }
  if (round.kind === 'VACATION') {
    const rows = await pickVacationWeeks(db, round.pickPeriodId, ids);
    return rows.map((r) => ({
      id: r.id,
      label: { kind: 'vacationWeek', weekStart: r.weekStart },
      eligible: myPopulations.has(r.populationId),
      restricted: r.restricted,
      taken: (taken.get(r.id) ?? 0) >= r.quota,
    }));
  }
  if (round.kind === 'HOLIDAY') {
    // A holiday round's item is a holiday of one group (its requirement row).
    const rows = await db
      .select({
        id: holidayRequirements.id,
        name: holidays.name,
        date: holidays.date,
        groupId: holidayRequirements.pickGroupId,
      })
      .from(holidayRequirements)
      .innerJoin(holidays, eq(holidays.id, holidayRequirements.holidayId))
      .where(and(inArray(holidayRequirements.id, ids), eq(holidays.pickPeriodId, round.pickPeriodId)));
    return rows.map((r) => ({
      id: r.id,
      label: { kind: 'holiday', name: r.name, date: r.date },
      eligible: myGroups.has(r.groupId),
      restricted: false,
      // Whether a holiday can still be had off depends on the group's requirement: the engine decides.
      taken: false,
    }));
  }
  const rows = await db
    .select({
      id: vrBids.id,
      job: jobs.code,
      firstWeek: vrBids.firstWeek,
      weeks: vrBids.weeks,
      groupId: vrBids.pickGroupId,
    })
    .from(vrBids)
    .innerJoin(jobs, eq(jobs.id, vrBids.jobId))
    .where(and(inArray(vrBids.id, ids), eq(vrBids.pickRoundId, round.id)));
  return rows.map((r) => ({
    id: r.id,
    label: { kind: 'vrBid', job: r.job, firstWeek: r.firstWeek, weeks: r.weeks },
    eligible: myGroups.has(r.groupId),
    restricted: false,
    taken: (taken.get(r.id) ?? 0) >= 1,
  }));
}
