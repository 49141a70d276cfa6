import { asc, desc, gt, sql } from 'drizzle-orm';
import { type BulkColumn, bulkInsert } from '../../../db/bulk-insert';
import type { Db } from '../../../db/client';
import { pickEvents } from '../../../db/schema';
import { type ChainedEvent, chain, GENESIS_HASH, type PickEventDraft, type StoredEvent } from './ledger-chain';

/** Any constant shared by every Crewline process: appends to the chain take turns. */
const LEDGER_LOCK = 0x6c656467;
const EVENT_COLUMNS: BulkColumn<ChainedEvent>[] = [
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
 * that transaction ends, so the chain never forks.
 */
export async function appendPickEvents(tx: Db, drafts: readonly PickEventDraft[]): Promise<ChainedEvent[]> {
  if (drafts.length === 0) return [];
  const events = chain(await takeLedgerHead(tx), drafts);
  await insertChainedEvents(tx, events);
  return events;
}

/**
 * Takes the ledger's lock for the rest of the caller's transaction and answers the hash the
 * next event chains on. For a writer that chains its events itself (appendPickEvents does both).
 */
export async function takeLedgerHead(tx: Db): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK})`);
  const [last] = await tx.select({ hash: pickEvents.hash }).from(pickEvents).orderBy(desc(pickEvents.id)).limit(1);
  return last?.hash ?? GENESIS_HASH;
}

/** Events chained on the head takeLedgerHead answered, in the same transaction. */
export async function insertChainedEvents(tx: Db, events: readonly ChainedEvent[]): Promise<void> {
  // One statement however many events (bulkInsert sends them as one JSON document).
  await bulkInsert(tx, 'pick_events', EVENT_COLUMNS, events);
}

/** Ledger rows after `afterId`, in order, `limit` at a time. */
export async function readPickEvents(db: Db, afterId: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .select()
    .from(pickEvents)
    .where(gt(pickEvents.id, afterId))
    .orderBy(asc(pickEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    roundId: r.pickRoundId,
    passId: r.passId,
    kind: r.kind as StoredEvent['kind'],
    payload: r.payload as Record<string, unknown>,
    prevHash: r.prevHash,
    hash: r.hash,
  }));
}
