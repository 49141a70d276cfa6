import type { Db } from '../../../db/client';
import { eventHashAt, readEventHashes } from './ledger.repository';
import { eventLeafData } from './ledger-chain';
import { MerkleTree } from './merkle-tree';

/**
 * The Merkle tree of the ledger's events, kept per database by this process and brought up to
 * date by reading only the events it has not seen. Before trusting what it keeps it checks that
 * the database's event at its size still has the hash it kept (an append rolled back, or a
 * database replaced, makes it read the whole ledger again). Callers take turns.
 */
interface Kept {
  tree: MerkleTree;
  lastHash: string | undefined;
  turn: Promise<unknown>;
}

const kept = new WeakMap<Db, Kept>();

async function bringUpToDate(db: Db, entry: Kept): Promise<MerkleTree> {
  if (entry.tree.size > 0 && (await eventHashAt(db, entry.tree.size)) !== entry.lastHash) {
    entry.tree = new MerkleTree();
    entry.lastHash = undefined;
  }
  for (const row of await readEventHashes(db, entry.tree.size)) {
    if (row.seq !== entry.tree.size + 1) throw new Error(`the ledger has no event ${entry.tree.size + 1}`);
    entry.tree.appendData(eventLeafData(row.hash));
    entry.lastHash = row.hash;
  }
  return entry.tree;
}

/**
 * The ledger's tree as `db` sees it. `owner` is the database the tree is kept for: the pool
 * when `db` is one of its transactions (whose own appends, uncommitted, it may include: a
 * rollback is seen by the check above).
 */
export function ledgerTree(db: Db, owner: Db = db): Promise<MerkleTree> {
  let entry = kept.get(owner);
  if (!entry) {
    entry = { tree: new MerkleTree(), lastHash: undefined, turn: Promise.resolve() };
    kept.set(owner, entry);
  }
  const current = entry;
  const next = current.turn.then(() => bringUpToDate(db, current));
  current.turn = next.catch(() => undefined);
  return next;
}
