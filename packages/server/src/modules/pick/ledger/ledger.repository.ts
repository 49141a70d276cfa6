import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pickEvents } from '../../../db/schema';
import { type ChainedEvent, chain, GENESIS_HASH, type PickEventDraft, type StoredEvent } from './ledger-chain';

/** Any constant shared by every Crewline process: appends to the chain take turns. */
const LEDGER_LOCK = 0x6c656467;
/** Rows per INSERT: well under PostgreSQL's bind-parameter limit. */
const INSERT_CHUNK = 5_000;

/**
 * Appends events to the ledger in one chain. Must run inside the caller's transaction, so the
 * events land with the change they record or not at all; the lock holds other appenders until
 * that transaction ends, so the chain never forks.
 */
export async function appendPickEvents(tx: Db, drafts: readonly PickEventDraft[]): Promise<ChainedEvent[]> {
  if (drafts.length === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK})`);
  const [last] = await tx.select({ hash: pickEvents.hash }).from(pickEvents).orderBy(desc(pickEvents.id)).limit(1);
  const events = chain(last?.hash ?? GENESIS_HASH, drafts);
  for (let i = 0; i < events.length; i += INSERT_CHUNK) {
    await tx.insert(pickEvents).values(
      events.slice(i, i + INSERT_CHUNK).map((e) => ({
        at: e.at,
        pickRoundId: e.roundId,
        passId: e.passId,
        kind: e.kind,
        payload: e.payload,
        prevHash: e.prevHash,
        hash: e.hash,
      })),
    );
  }
  return events;
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
