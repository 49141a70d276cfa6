import { type BulkColumn, bulkInsert } from '../db/bulk-insert';
import {
  holidayRequirements,
  holidays,
  jobs,
  packages,
  pickGroups,
  pickRounds,
  populations,
  preferenceSets,
  vacationEntitlements,
  vacationPools,
} from '../db/schema';
import type { Db } from '../db/types';
import { appendSetupIfMissing, chain, insertChainedEvents, takeLedgerHead } from '../modules/pick';
import { VACATION_ENTITLEMENTS } from './entitlements';
import { type OpenPickBoard, openPickBoard } from './open-pick-board';
import type { GroupDraft, PackageDraft } from './pick-board';
import { workLists } from './pick-lists';
import type { TurnDraft } from './pick-rounds';
import { OPEN_PICK_ANCHOR, type Picks } from './picks';

/** Rows per INSERT … RETURNING: well under PostgreSQL's bind-parameter limit. */
const CHUNK = 2_000;

function chunks<T>(rows: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

interface TurnRow extends TurnDraft {
  periodId: number;
  roundId: number;
}

export const TURN_COLUMNS: BulkColumn<TurnRow>[] = [
  { name: 'pick_period_id', type: 'integer', value: (r) => r.periodId },
  { name: 'pick_round_id', type: 'integer', value: (r) => r.roundId },
  { name: 'pass_id', type: 'text', value: (r) => r.passId },
  { name: 'turn_at', type: 'timestamptz', value: (r) => r.turnAt },
];

export const MEMBER_COLUMNS: BulkColumn<{ populationId: number; passId: string }>[] = [
  { name: 'population_id', type: 'integer', value: (r) => r.populationId },
  { name: 'pass_id', type: 'text', value: (r) => r.passId },
];

type DayRow = { packageId: number; weekday: number; jobId: number | null };
const DAY_COLUMNS: BulkColumn<DayRow>[] = [
  { name: 'package_id', type: 'integer', value: (r) => r.packageId },
  { name: 'weekday', type: 'smallint', value: (r) => r.weekday },
  { name: 'job_id', type: 'integer', value: (r) => r.jobId },
];

type OverrideRow = { packageId: number; date: string; note: string };
const OVERRIDE_COLUMNS: BulkColumn<OverrideRow>[] = [
  { name: 'package_id', type: 'integer', value: (r) => r.packageId },
  { name: 'date', type: 'date', value: (r) => r.date },
  { name: 'job_id', type: 'integer', value: () => null },
  { name: 'note', type: 'text', value: (r) => r.note },
];

type PieceRow = PackageDraft['pieces'][number] & { jobId: number; seq: number };
const PIECE_COLUMNS: BulkColumn<PieceRow>[] = [
  { name: 'job_id', type: 'integer', value: (r) => r.jobId },
  { name: 'seq', type: 'smallint', value: (r) => r.seq },
  { name: 'block', type: 'text', value: (r) => r.block },
  { name: 'from_place', type: 'text', value: (r) => r.fromPlace },
  { name: 'to_place', type: 'text', value: (r) => r.toPlace },
  { name: 'start_minutes', type: 'integer', value: (r) => r.startMinutes },
  { name: 'end_minutes', type: 'integer', value: (r) => r.endMinutes },
];

type WeekRow = { poolId: number; weekStart: string; quota: number; restricted: boolean };
const WEEK_COLUMNS: BulkColumn<WeekRow>[] = [
  { name: 'pool_id', type: 'integer', value: (r) => r.poolId },
  { name: 'week_start', type: 'date', value: (r) => r.weekStart },
  { name: 'quota', type: 'smallint', value: (r) => r.quota },
  { name: 'restricted', type: 'boolean', value: (r) => r.restricted },
];

type ItemRow = { setId: number; rank: number; itemId: number };
const ITEM_COLUMNS: BulkColumn<ItemRow>[] = [
  { name: 'set_id', type: 'integer', value: (r) => r.setId },
  { name: 'rank', type: 'smallint', value: (r) => r.rank },
  { name: 'item_id', type: 'integer', value: (r) => r.itemId },
];

export interface OpenPicksInput {
  seed: number;
  picks: Picks;
  periodIds: readonly number[];
  /** When the seed's data stands: lists are saved before it, turns before it are processed. */
  now: Date;
}

/** Inserts one group's populations, members, packages (runs, days, pieces, overrides) and pools; package ids by code. */
async function insertGroup(
  tx: Db,
  periodId: number,
  group: GroupDraft,
): Promise<{ groupId: number; packageIds: Map<string, number> }> {
  const [groupRow] = await tx
    .insert(pickGroups)
    .values({ pickPeriodId: periodId, depotCode: group.depotCode, name: group.name })
    .returning({ id: pickGroups.id });
  if (!groupRow) throw new Error('pick group insert returned no id');
  const packageIds = new Map<string, number>();
  for (const pop of group.populations) {
    const [popRow] = await tx
      .insert(populations)
      .values({ pickGroupId: groupRow.id, code: pop.code, name: pop.name, description: pop.description })
      .returning({ id: populations.id });
    if (!popRow) throw new Error('population insert returned no id');
    await bulkInsert(
      tx,
      'population_members',
      MEMBER_COLUMNS,
      pop.members.map((passId) => ({ populationId: popRow.id, passId })),
    );

    const jobIds = new Map<string, number>();
    for (const chunk of chunks(pop.packages.filter((p) => p.job !== null))) {
      const rows = await tx
        .insert(jobs)
        .values(chunk.map((p) => ({ ...(p.job as NonNullable<PackageDraft['job']>), pickPeriodId: periodId })))
        .returning({ id: jobs.id, code: jobs.code });
      for (const r of rows) jobIds.set(r.code, r.id);
    }
    for (const chunk of chunks(pop.packages)) {
      const rows = await tx
        .insert(packages)
        .values(
          chunk.map((p) => ({
            populationId: popRow.id,
            code: p.code,
            kind: p.kind,
            capacity: p.capacity,
            jobId: p.job ? (jobIds.get(p.code) ?? null) : null,
            rdoMask: p.rdoMask,
            weeklyPaidMinutes: p.weeklyPaidMinutes,
            routes: p.routes,
          })),
        )
        .returning({ id: packages.id, code: packages.code });
      for (const r of rows) packageIds.set(r.code, r.id);
    }
    const days: DayRow[] = [];
    const overrides: OverrideRow[] = [];
    const pieces: PieceRow[] = [];
    for (const p of pop.packages) {
      const packageId = packageIds.get(p.code) as number;
      const jobId = jobIds.get(p.code) ?? null;
      for (let weekday = 0; weekday < 7; weekday++) {
        days.push({ packageId, weekday, jobId: p.rdoMask & (1 << weekday) ? null : jobId });
      }
      for (const date of p.noServiceOn)
        overrides.push({ packageId, date, note: 'Holiday schedule: the run does not operate' });
      if (jobId !== null) for (const [i, piece] of p.pieces.entries()) pieces.push({ ...piece, jobId, seq: i + 1 });
    }
    await bulkInsert(tx, 'package_days', DAY_COLUMNS, days);
    await bulkInsert(tx, 'package_overrides', OVERRIDE_COLUMNS, overrides);
    await bulkInsert(tx, 'assignment_pieces', PIECE_COLUMNS, pieces);

    const [pool] = await tx
      .insert(vacationPools)
      .values({ pickGroupId: groupRow.id, populationId: popRow.id, name: `${group.name} — ${pop.name}` })
      .returning({ id: vacationPools.id });
    if (!pool) throw new Error('vacation pool insert returned no id');
    await bulkInsert(
      tx,
      'vacation_weeks',
      WEEK_COLUMNS,
      pop.weeks.map((w) => ({ ...w, poolId: pool.id })),
    );
  }
  return { groupId: groupRow.id, packageIds };
}

async function insertHolidays(tx: Db, periodId: number, board: OpenPickBoard, groupIds: Map<string, number>) {
  const rows = await tx
    .insert(holidays)
    .values(board.holidays.map((h) => ({ pickPeriodId: periodId, date: h.date, name: h.name, kind: h.kind })))
    .returning({ id: holidays.id, date: holidays.date, kind: holidays.kind });
  const pickHolidayId = new Map(rows.filter((r) => r.kind === 'PICK').map((r) => [r.date, r.id]));
  const requirements = board.requirements.map((r) => ({
    holidayId: pickHolidayId.get(r.date) as number,
    pickGroupId: groupIds.get(r.depotCode) as number,
    mustWork: r.mustWork,
  }));
  for (const chunk of chunks(requirements)) await tx.insert(holidayRequirements).values(chunk);
}

export interface SeededList {
  passId: string;
  savedAt: Date;
  itemIds: number[];
}

/**
 * Saves seeded lists as version 1 each, recorded in the ledger in the order they were saved,
 * after the round's setup (written as of the first of them, as the round's first save would).
 */
export async function insertLists(tx: Db, roundId: number, lists: readonly SeededList[]) {
  const resolved = [...lists].sort(
    (a, b) => a.savedAt.getTime() - b.savedAt.getTime() || a.passId.localeCompare(b.passId),
  );
  const first = resolved[0];
  if (!first) return;
  const head = await appendSetupIfMissing(tx, await takeLedgerHead(tx), roundId, first.savedAt);
  const events = chain(
    head,
    resolved.map((l) => ({
      at: l.savedAt,
      roundId,
      passId: l.passId,
      kind: 'SAVE' as const,
      payload: { version: 1, items: l.itemIds, requestId: null },
    })),
  );
  const eventOf = new Map(events.map((e) => [e.passId, e.seq]));
  for (const chunk of chunks(resolved)) {
    const rows = await tx
      .insert(preferenceSets)
      .values(
        chunk.map((l) => ({
          pickRoundId: roundId,
          passId: l.passId,
          version: 1,
          savedAt: l.savedAt,
          itemCount: l.itemIds.length,
          ledgerEvent: eventOf.get(l.passId) as number,
        })),
      )
      .returning({ id: preferenceSets.id, passId: preferenceSets.passId });
    const setOf = new Map(rows.map((r) => [r.passId, r.id]));
    const items = chunk.flatMap((l) =>
      l.itemIds.map((itemId, i) => ({ setId: setOf.get(l.passId) as number, rank: i + 1, itemId })),
    );
    await bulkInsert(tx, 'preference_items', ITEM_COLUMNS, items);
  }
  await insertChainedEvents(tx, events);
}

/**
 * The open picks of docs/pick.md#demo-agency: their rounds and turns, what they offer, the
 * holidays and the vacation entitlements, and the lists saved so far for the work rounds.
 * Returns the pick turns written.
 */
export async function insertOpenPicks(tx: Db, input: OpenPicksInput): Promise<number> {
  await tx.insert(vacationEntitlements).values([...VACATION_ENTITLEMENTS]);
  let turnCount = 0;
  for (const department of ['DOB', 'RTO'] as const) {
    const pick = input.picks.open[department];
    const period = input.picks.periods[pick.period];
    const periodId = input.periodIds[pick.period];
    if (!period || periodId === undefined) throw new Error(`no open ${department} pick period`);
    const board = openPickBoard(input.seed, department, period, pick);
    const groupIds = new Map<string, number>();
    const packageIds = new Map<string, number>();
    for (const group of board.groups) {
      const inserted = await insertGroup(tx, periodId, group);
      groupIds.set(group.depotCode, inserted.groupId);
      for (const [code, id] of inserted.packageIds) packageIds.set(code, id);
    }
    await insertHolidays(tx, periodId, board, groupIds);
    for (const round of pick.schedule.rounds) {
      const [row] = await tx
        .insert(pickRounds)
        .values({
          pickPeriodId: periodId,
          kind: round.kind,
          seq: round.seq,
          opensAt: round.opensAt,
          closesAt: round.closesAt,
        })
        .returning({ id: pickRounds.id });
      if (!row) throw new Error('pick round insert returned no id');
      for (const chunk of chunks(round.turns, 10_000)) {
        await bulkInsert(
          tx,
          'pick_turns',
          TURN_COLUMNS,
          chunk.map((t) => ({ ...t, periodId, roundId: row.id })),
        );
      }
      turnCount += round.turns.length;
      if (round.kind !== 'WORK') continue;
      const lists = board.groups.flatMap((g) =>
        g.populations.flatMap((population) =>
          workLists({
            seed: input.seed,
            population,
            round,
            now: input.now,
            anchorPassId: OPEN_PICK_ANCHOR[department],
          }),
        ),
      );
      await insertLists(
        tx,
        row.id,
        lists.map((l) => ({ ...l, itemIds: l.items.map((code) => packageIds.get(code) as number) })),
      );
    }
  }
  return turnCount;
}
