import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../../db/bulk-insert';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { pickEvents } from '../../../db/schema';
import { ADVISORY_LOCKS } from '../../../lib/advisory-locks';
import type { LedgerCorrection, SetupCorrection } from '../corrections/corrected-setup';
import {
  type ChainedEvent,
  chain,
  EMPTY_LEDGER,
  type LedgerHead,
  type PickEventDraft,
  type PickEventKind,
  type StoredEvent,
  TURN_TIME_EVENT_KINDS,
} from './ledger-chain';

const EVENT_COLUMNS: BulkColumn<ChainedEvent>[] = [
  { name: 'seq', type: 'integer', value: (e) => e.seq },
  { name: 'at', type: 'timestamptz', value: (e) => e.at },
  { name: 'pick_round_id', type: 'integer', value: (e) => e.roundId },
  { name: 'pass_id', type: 'text', value: (e) => e.passId },
  { name: 'kind', type: 'text', value: (e) => e.kind },
  { name: 'payload', type: 'json', value: (e) => e.payload },
  { name: 'prev_hash', type: 'text', value: (e) => e.prevHash },
  { name: 'hash', type: 'text', value: (e) => e.hash },
];

/**
 * Appends events to the ledger in one chain. Must run inside the caller's transaction, so the
 * events land with the change they record or not at all; the lock holds other appenders until
 * that transaction ends, so the chain never forks and the numbers never skip.
 */
export async function appendPickEvents(tx: Db, drafts: readonly PickEventDraft[]): Promise<ChainedEvent[]> {
  if (drafts.length === 0) return [];
  const events = chain(await takeLedgerHead(tx), drafts);
  await insertChainedEvents(tx, events);
  return events;
}

/** The ledger's head as this transaction sees it (without the lock: for reads). */
export async function ledgerHead(db: Db): Promise<LedgerHead> {
  const [last] = await db
    .select({ count: pickEvents.seq, hash: pickEvents.hash })
    .from(pickEvents)
    .orderBy(desc(pickEvents.seq))
    .limit(1);
  return last ?? EMPTY_LEDGER;
}

/**
 * Takes the ledger's lock for the rest of the caller's transaction and answers its head: the
 * next event chains on it. For a writer that chains its events itself (appendPickEvents does both).
 */
export async function takeLedgerHead(tx: Db): Promise<LedgerHead> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.ledger})`);
  return ledgerHead(tx);
}

/** Events chained on the head takeLedgerHead answered, in the same transaction. */
export async function insertChainedEvents(tx: Db, events: readonly ChainedEvent[]): Promise<void> {
  // One statement however many events (bulkInsert sends them as one JSON document).
  await bulkInsert(tx, 'pick_events', EVENT_COLUMNS, events);
}

const asStored = (r: typeof pickEvents.$inferSelect): StoredEvent => ({
  id: r.id,
  seq: r.seq,
  at: r.at,
  roundId: r.pickRoundId,
  passId: r.passId,
  kind: r.kind as PickEventKind,
  payload: r.payload as Record<string, unknown>,
  prevHash: r.prevHash,
  hash: r.hash,
});

/** Ledger rows after event `afterSeq`, in order, `limit` at a time. */
export async function readPickEvents(db: Db, afterSeq: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(pickEvents)
    .where(gt(pickEvents.seq, afterSeq))
    .orderBy(asc(pickEvents.seq))
    .limit(limit);
  return rows.map(asStored);
}

export async function readPickEvent(db: Db, seq: number): Promise<StoredEvent | undefined> {
  const [row] = await db.select().from(pickEvents).where(eq(pickEvents.seq, seq));
  return row && asStored(row);
}

/**
 * The hashes of the events after `afterSeq`, in order, as one text of 64 hex digits each (the
 * leaves of the ledger's tree: a checkpoint after a large round reads 50,000 of them, and one
 * text reads many times faster than as many rows). `count` and `last` tell a gap.
 */
export async function readEventHashes(db: Db, afterSeq: number): Promise<{ count: number; last: number; hex: string }> {
  const [row] = rowsOf<{ count: number; last: number | string; hex: string | null }>(
    await db.execute(sql`select count(*)::int as count, coalesce(max(seq), 0) as last,
        string_agg(substr(hash, 8), '' order by seq) as hex
      from pick_events where seq > ${afterSeq}`),
  );
  return { count: Number(row?.count ?? 0), last: Number(row?.last ?? 0), hex: row?.hex ?? '' };
}

/** The hash of event `seq`; undefined when there is none. */
export async function eventHashAt(db: Db, seq: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: pickEvents.hash }).from(pickEvents).where(eq(pickEvents.seq, seq));
  return row?.hash;
}

/** The number and hash of the round's setup event; undefined while it has none. */
export async function roundSetupRef(db: Db, roundId: number): Promise<{ seq: number; hash: string } | undefined> {
  const [row] = await db
    .select({ seq: pickEvents.seq, hash: pickEvents.hash })
    .from(pickEvents)
    .where(and(eq(pickEvents.pickRoundId, roundId), eq(pickEvents.kind, 'SETUP')));
  return row;
}

/** A list event as a run reads it: who, when, and the items (none for a delete). */
export interface ListEvent {
  seq: number;
  passId: string;
  at: Date;
  items: number[];
}

/**
 * The round's list events up to event `throughSeq`, in order. Only what the lists are: the
 * items of a save travel as one JSON array a row (a large round's million items read in a
 * fraction of the time rows of items took).
 */
export async function roundListEvents(db: Db, roundId: number, throughSeq: number): Promise<ListEvent[]> {
  const rows = await db
    .select({
      seq: pickEvents.seq,
      passId: pickEvents.passId,
      at: pickEvents.at,
      items: sql<number[] | null>`${pickEvents.payload}->'items'`,
    })
    .from(pickEvents)
    .where(
      and(
        eq(pickEvents.pickRoundId, roundId),
        inArray(pickEvents.kind, ['SAVE', 'DELETE']),
        lte(pickEvents.seq, throughSeq),
      ),
    )
    .orderBy(asc(pickEvents.seq));
  return rows.map((r) => ({ seq: r.seq, passId: r.passId as string, at: r.at, items: r.items ?? [] }));
}

/** A turn given a new time by the pick office (a SCHEDULE_SET or RESUMED event). */
export interface TurnMove {
  seq: number;
  passId: string;
  turnAt: string;
}

/** The round's turn times set by the office up to event `throughSeq`, in order (docs/pick-ledger.md). */
export async function roundTurnMoves(db: Db, roundId: number, throughSeq: number): Promise<TurnMove[]> {
  const rows = await db
    .select({
      seq: pickEvents.seq,
      turns: sql<{ passId: string; turnAt: string }[] | null>`${pickEvents.payload}->'turns'`,
    })
    .from(pickEvents)
    .where(
      and(
        eq(pickEvents.pickRoundId, roundId),
        inArray(pickEvents.kind, [...TURN_TIME_EVENT_KINDS]),
        lte(pickEvents.seq, throughSeq),
      ),
    )
    .orderBy(asc(pickEvents.seq));
  return rows.flatMap((r) => (r.turns ?? []).map((t) => ({ seq: r.seq, passId: t.passId, turnAt: t.turnAt })));
}

/** The round's run events, in order. */
export async function roundRunEvents(db: Db, roundId: number): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(pickEvents)
    .where(and(eq(pickEvents.pickRoundId, roundId), eq(pickEvents.kind, 'RUN')))
    .orderBy(asc(pickEvents.seq));
  return rows.map(asStored);
}

/** The award run a request id already made, if it made one. */
export async function runOfRequest(
  tx: Db,
  request: { roundId: number; passId: string; requestId: string },
): Promise<number | undefined> {
  const [row] = await tx
    .select({ run: sql<number>`(${pickEvents.payload}->>'awardRun')::int` })
    .from(pickEvents)
    .where(
      and(
        eq(pickEvents.pickRoundId, request.roundId),
        eq(pickEvents.passId, request.passId),
        eq(pickEvents.kind, 'RUN'),
        sql`${pickEvents.payload}->'request'->>'requestId' = ${request.requestId}`,
      ),
    )
    .limit(1);
  return row === undefined ? undefined : Number(row.run);
}

/** The corrections recorded in the round up to event `throughSeq` (each a CORRECTION run's event), in order. */
export async function roundCorrections(db: Db, roundId: number, throughSeq: number): Promise<LedgerCorrection[]> {
  const rows = await db
    .select({ seq: pickEvents.seq, change: sql<SetupCorrection>`${pickEvents.payload}->'correction'->'change'` })
    .from(pickEvents)
    .where(
      and(
        eq(pickEvents.pickRoundId, roundId),
        eq(pickEvents.kind, 'RUN'),
        sql`${pickEvents.payload}->>'kind' = 'CORRECTION'`,
        lte(pickEvents.seq, throughSeq),
      ),
    )
    .orderBy(asc(pickEvents.seq));
  return rows.map((r) => ({ seq: r.seq, change: r.change }));
}

/** The correction a request id already made in the round, as it was answered, if it made one. */
export async function correctionOfRequest(
  tx: Db,
  roundId: number,
  requestId: string,
): Promise<{ runId: number; event: number; from: number; changed: number } | undefined> {
  const [row] = await tx
    .select({
      event: pickEvents.seq,
      run: sql<number>`(${pickEvents.payload}->>'awardRun')::int`,
      from: sql<number>`(${pickEvents.payload}->'correction'->>'from')::int`,
      changed: sql<number>`(${pickEvents.payload}->'correction'->>'changed')::int`,
    })
    .from(pickEvents)
    .where(
      and(
        eq(pickEvents.pickRoundId, roundId),
        eq(pickEvents.kind, 'RUN'),
        sql`${pickEvents.payload}->'correction'->>'requestId' = ${requestId}`,
      ),
    )
    .limit(1);
  return (
    row && { runId: Number(row.run), event: Number(row.event), from: Number(row.from), changed: Number(row.changed) }
  );
}

/** The number of the round's latest event (0 when none): a preview is stale once it moves. */
export async function roundLastEvent(db: Db, roundId: number): Promise<number> {
  const [row] = await db
    .select({ seq: sql<number | null>`max(${pickEvents.seq})` })
    .from(pickEvents)
    .where(eq(pickEvents.pickRoundId, roundId));
  return Number(row?.seq ?? 0);
}
