import type { Checkpoint } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { signCheckpoint } from './checkpoint';
import { insertCheckpoint, latestCheckpoint } from './checkpoint.repository';

export { latestCheckpoint };

import type { LedgerSigner } from '../../../lib/signing-key';
import { takeLedgerHead } from './ledger.repository';
import { rootInTransaction } from './ledger-tree';

/** A day: the longest the ledger's newest events wait for a checkpoint when no award run signs one. */
export const CHECKPOINT_EVERY_MS = 24 * 3_600_000;

export interface Signed {
  /** The checkpoint signed (the latest, when it already covered every event). */
  checkpoint: Checkpoint | undefined;
  /** Call once the transaction has committed: the pool's tree keeps the events it read. */
  committed: () => void;
}

/**
 * Signs the ledger as it stands in the caller's transaction (after an award run, in the run's
 * own): its size, Merkle root and head at `now`. Nothing is signed when the latest checkpoint
 * already covers every event. `owner` is the pool the transaction belongs to (it keeps the tree).
 */
export async function signLedger(tx: Db, owner: Db, signer: LedgerSigner, now: Date): Promise<Signed> {
  const head = await takeLedgerHead(tx);
  const latest = await latestCheckpoint(tx);
  if (head.count === 0 || latest?.size === head.count) return { checkpoint: latest, committed: () => undefined };
  const { root, adopt } = await rootInTransaction(tx, owner, head.count);
  const checkpoint = signCheckpoint(signer, { size: head.count, root, head: head.hash, time: now.toISOString() });
  await insertCheckpoint(tx, checkpoint);
  return { checkpoint, committed: adopt };
}

/** signLedger in a transaction of its own. */
export async function signLedgerNow(db: Db, signer: LedgerSigner, now: Date): Promise<Checkpoint | undefined> {
  const signed = await db.transaction((tx) => signLedger(tx, db, signer, now));
  signed.committed();
  return signed.checkpoint;
}

/**
 * The daily checkpoint: signed when the newest one is a day old (or there is none) and events
 * have come since, so a list saved in a week without award runs is still covered within a day.
 */
export async function signLedgerIfDue(db: Db, signer: LedgerSigner, now: Date): Promise<Checkpoint | undefined> {
  const latest = await latestCheckpoint(db);
  if (latest && now.getTime() - new Date(latest.time).getTime() < CHECKPOINT_EVERY_MS) return undefined;
  return signLedgerNow(db, signer, now);
}
