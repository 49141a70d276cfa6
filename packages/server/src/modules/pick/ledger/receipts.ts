import { type EventProof, RECEIPT_FORMAT, type Receipt } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { awardRowsOfRun } from '../audit/audit.repository';
import { awardLeaf, type StoredAwardRow, storedRowOfTable } from '../award-leaves';
import { checkpointOfSize, firstCheckpointCovering, latestCheckpoint } from './checkpoint.repository';
import { readPickEvent } from './ledger.repository';
import { asLedgerEvent } from './ledger-event';
import { ledgerTree } from './ledger-tree';
import { MerkleTree } from './merkle-tree';

/**
 * Receipts (docs/pick-ledger.md "Receipts"): a save, a delete or an award run is an event; its
 * receipt is that event in full and, once a checkpoint covers it, its path to that checkpoint's
 * root (the first checkpoint that does, so a receipt once proven stays the same). An award's
 * receipt adds its row and the row's path to the awards root its run event records.
 */

/** The receipt of event `seq`; undefined when the ledger has no such event. */
export async function eventReceipt(db: Db, seq: number): Promise<Receipt | undefined> {
  const event = await readPickEvent(db, seq);
  if (!event) return undefined;
  const checkpoint = (await firstCheckpointCovering(db, seq)) ?? null;
  const inclusion = checkpoint
    ? { treeSize: checkpoint.size, path: (await ledgerTree(db)).inclusionPath(seq - 1, checkpoint.size) }
    : null;
  return { format: RECEIPT_FORMAT, event: asLedgerEvent(event), checkpoint, inclusion };
}

/**
 * The proof the server gives for event `seq` against the checkpoint of `size` events (the
 * latest by default): what a receipt is checked with against a newer checkpoint.
 */
export async function eventProof(
  db: Db,
  seq: number,
  size?: number,
): Promise<EventProof | 'NO_EVENT' | 'NO_CHECKPOINT' | 'NOT_COVERED'> {
  const event = await readPickEvent(db, seq);
  if (!event) return 'NO_EVENT';
  const checkpoint = size === undefined ? await latestCheckpoint(db) : await checkpointOfSize(db, size);
  if (!checkpoint) return size === undefined ? 'NOT_COVERED' : 'NO_CHECKPOINT';
  if (checkpoint.size < seq) return 'NOT_COVERED';
  const path = (await ledgerTree(db)).inclusionPath(seq - 1, checkpoint.size);
  return { event: seq, hash: event.hash, checkpoint, inclusion: { treeSize: checkpoint.size, path } };
}

/** A run's rows as the leaves of its tree, kept by the run event's hash (an event never changes). */
const keptTrees = new Map<string, { rows: StoredAwardRow[]; ids: number[]; tree: MerkleTree }>();
const KEPT_TREES = 8;

async function runTree(db: Db, runId: number, runEventHash: string) {
  const kept = keptTrees.get(runEventHash);
  if (kept) return kept;
  const stored = await awardRowsOfRun(db, runId);
  const rows = stored.map(storedRowOfTable);
  const entry = { rows, ids: stored.map((r) => r.id), tree: new MerkleTree(rows.map(awardLeaf)) };
  keptTrees.set(runEventHash, entry);
  if (keptTrees.size > KEPT_TREES) keptTrees.delete(keptTrees.keys().next().value as string);
  return entry;
}

/** The receipts of these award rows of one run, in the order given. */
export async function awardReceipts(
  db: Db,
  run: { id: number; ledgerEvent: number | null },
  awardIds: readonly number[],
): Promise<Receipt[]> {
  if (run.ledgerEvent === null || awardIds.length === 0) return [];
  const receipt = await eventReceipt(db, run.ledgerEvent);
  if (!receipt) return [];
  const { rows, ids, tree } = await runTree(db, run.id, receipt.event.hash);
  const out: Receipt[] = [];
  for (const id of awardIds) {
    const index = ids.indexOf(id);
    const row = rows[index];
    if (index < 0 || !row) continue;
    out.push({
      ...receipt,
      award: {
        row: row as unknown as Record<string, unknown>,
        index,
        count: tree.size,
        path: tree.inclusionPath(index),
      },
    });
  }
  return out;
}
