import type { Checkpoint } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { signCheckpoint } from './checkpoint';
import { insertCheckpoint, latestCheckpoint } from './checkpoint.repository';

export { latestCheckpoint };

import { takeLedgerHead } from './ledger.repository';
import { ledgerTree } from './ledger-tree';
import type { LedgerSigner } from './signing-key';

/** A day: the longest the ledger's newest events wait for a checkpoint when no award run signs one. */
export const CHECKPOINT_EVERY_MS = 24 * 3_600_000;

/**
 * Signs the ledger as it stands in the caller's transaction (after an award run, in the run's
 * own): its size, Merkle root and head at `now`. Nothing is signed when the latest checkpoint
 * already covers every event. `owner` keeps the tree (the pool the transaction belongs to).
 */
export async function signLedger(tx: Db, owner: Db, signer: LedgerSigner, now: Date): Promise<Checkpoint | undefined> {
  const head = await takeLedgerHead(tx);
  const latest = await latestCheckpoint(tx);
  if (head.count === 0 || latest?.size === head.count) return latest;
  const tree = await ledgerTree(tx, owner);
  const checkpoint = signCheckpoint(signer, {
    size: head.count,
    root: tree.root(head.count),
    head: head.hash,
    time: now.toISOString(),
  });
  await insertCheckpoint(tx, checkpoint);
  return checkpoint;
}

/**
 * The daily checkpoint: signed when the newest one is a day old (or there is none) and events
 * have come since, so a list saved in a week without award runs is still covered within a day.
 */
export async function signLedgerIfDue(db: Db, signer: LedgerSigner, now: Date): Promise<Checkpoint | undefined> {
  const latest = await latestCheckpoint(db);
  if (latest && now.getTime() - new Date(latest.time).getTime() < CHECKPOINT_EVERY_MS) return undefined;
  return db.transaction((tx) => signLedger(tx, db, signer, now));
}
