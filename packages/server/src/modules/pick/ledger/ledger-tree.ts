import type { Db } from '../../../db/client';
import { eventHashAt, readEventHashes } from './ledger.repository';
import { MerkleTree } from './merkle-tree';

/**
 * The Merkle tree of the ledger's committed events, kept per database by this process and
 * brought up to date by reading only the events it has not seen; before trusting what it keeps
 * it checks that the database's event at its size still has the hash it kept (a database
 * replaced makes it read the whole ledger again). Only reads on the pool keep it, one at a time:
 * a transaction signing a checkpoint reads what it needs through itself (`rootInTransaction`)
 * and never waits for the pool, which on PGlite waits for that very transaction.
 */
interface Kept {
  tree: MerkleTree;
  lastHash: string | undefined;
  turn: Promise<unknown>;
}

const kept = new WeakMap<Db, Kept>();

function entryOf(owner: Db): Kept {
  let entry = kept.get(owner);
  if (!entry) {
    entry = { tree: new MerkleTree(), lastHash: undefined, turn: Promise.resolve() };
    kept.set(owner, entry);
  }
  return entry;
}

/** The hashes after `from` as the leaves' data (32 bytes each), checked for a gap. */
async function leavesAfter(db: Db, from: number): Promise<Buffer[]> {
  const { count, last, hex } = await readEventHashes(db, from);
  if (count > 0 && last !== from + count) throw new Error(`the ledger has a gap after event ${from}`);
  return Array.from({ length: count }, (_, i) => Buffer.from(hex.slice(i * 64, i * 64 + 64), 'hex'));
}

const lastHashOf = (leaves: readonly Buffer[]) => `sha256:${leaves.at(-1)?.toString('hex')}`;

async function bringUpToDate(db: Db, entry: Kept): Promise<MerkleTree> {
  if (entry.tree.size > 0 && (await eventHashAt(db, entry.tree.size)) !== entry.lastHash) {
    entry.tree = new MerkleTree();
    entry.lastHash = undefined;
  }
  const leaves = await leavesAfter(db, entry.tree.size);
  for (const leaf of leaves) entry.tree.appendData(leaf);
  if (leaves.length > 0) entry.lastHash = lastHashOf(leaves);
  return entry.tree;
}

/** The ledger's tree as the pool `db` sees it (committed events only). */
export function ledgerTree(db: Db): Promise<MerkleTree> {
  const entry = entryOf(db);
  const next = entry.turn.then(() => bringUpToDate(db, entry));
  entry.turn = next.catch(() => undefined);
  return next;
}

/**
 * In transaction `tx` of pool `owner`: the root of the ledger as the transaction sees it, its own
 * new events included — the kept tree of the committed ones, and the events after it read
 * through the transaction. `adopt` keeps those in the pool's tree once the transaction has
 * committed (the next checkpoint then reads only what came after).
 */
export async function rootInTransaction(tx: Db, owner: Db, size: number): Promise<{ root: string; adopt: () => void }> {
  const entry = entryOf(owner);
  let base = entry.tree;
  let baseHash = entry.lastHash;
  if (base.size > size || (base.size > 0 && (await eventHashAt(tx, base.size)) !== baseHash)) {
    base = new MerkleTree();
    baseHash = undefined;
  }
  const from = base.size;
  const leaves = await leavesAfter(tx, from);
  if (from + leaves.length !== size) throw new Error(`the ledger holds ${from + leaves.length} events, not ${size}`);
  return {
    root: base.rootWith(leaves),
    adopt: () => {
      // Kept only if nothing changed the pool's tree meanwhile.
      if (entry.tree !== base || entry.tree.size !== from) return;
      for (const leaf of leaves) entry.tree.appendData(leaf);
      if (leaves.length > 0) entry.lastHash = lastHashOf(leaves);
    },
  };
}
