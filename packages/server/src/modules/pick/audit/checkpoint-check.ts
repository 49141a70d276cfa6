import type { KeyObject } from 'node:crypto';
import type { Checkpoint } from '@crewline/protocol';
import { checkpointProblem } from '../ledger/checkpoint';
import { GENESIS_HASH, type StoredEvent } from '../ledger/ledger-chain';
import { type MerkleTree, verifyConsistency } from '../ledger/merkle-tree';

/**
 * Holds signed checkpoints against the ledger as it stands (RFC 9162 §2.1.4): a checkpoint is
 * kept when its signature is the key's and today's ledger extends it — its first `size` events
 * have the checkpoint's root and head, and a consistency proof from it to today's tree verifies.
 */

export type CheckpointResult =
  | { ok: true; size: number; root: string; proofHashes: number }
  | {
      ok: false;
      size: number;
      why: string;
      /** The first event the ledger may differ from what was signed, as far as signed checkpoints tell. */
      firstDifferent?: { from: number; to: number };
    };

/** Whether the ledger's first `c.size` events are the ones signed. */
function agrees(c: Checkpoint, events: readonly StoredEvent[], tree: MerkleTree): boolean {
  if (c.size > tree.size) return false;
  const head = c.size === 0 ? GENESIS_HASH : events[c.size - 1]?.hash;
  return head === c.head && tree.root(c.size) === c.root;
}

/**
 * The range the first differing event lies in: after the largest signed size the ledger still
 * agrees with below `c`, up to `c`'s (a checkpoint's root cannot say which of its events changed).
 */
function bracket(c: Checkpoint, known: readonly Checkpoint[], events: readonly StoredEvent[], tree: MerkleTree) {
  const firstDisagreeing = [...known, c]
    .filter((k) => k.size <= c.size && !agrees(k, events, tree))
    .sort((a, b) => a.size - b.size)[0];
  const upTo = firstDisagreeing?.size ?? c.size;
  const agreeing = known.filter((k) => k.size < upTo && agrees(k, events, tree)).map((k) => k.size);
  return { from: Math.max(0, ...agreeing) + 1, to: Math.min(upTo, tree.size + 1) };
}

/**
 * Checks checkpoint `c` against the ledger (`events` in order and their `tree`). `known` are the
 * other checkpoints whose signature holds: they narrow down where a ledger that does not extend
 * `c` first differs.
 */
export function checkCheckpoint(
  c: Checkpoint,
  publicKey: KeyObject,
  events: readonly StoredEvent[],
  tree: MerkleTree,
  known: readonly Checkpoint[] = [],
): CheckpointResult {
  const signature = checkpointProblem(c, publicKey);
  if (signature) return { ok: false, size: c.size, why: `the checkpoint is not the key's: ${signature}` };
  if (c.size > tree.size) {
    return {
      ok: false,
      size: c.size,
      why: `the ledger holds ${tree.size} events, the checkpoint ${c.size}: event ${tree.size + 1} and after are missing (truncated or emptied)`,
      firstDifferent: bracket(c, known, events, tree),
    };
  }
  const proof = tree.consistencyPath(c.size, tree.size);
  const consistent = verifyConsistency(c.size, tree.size, c.root, tree.root(), proof);
  if (!consistent || !agrees(c, events, tree)) {
    const range = bracket(c, known, events, tree);
    return {
      ok: false,
      size: c.size,
      why: `the ledger does not extend the checkpoint: its first ${c.size} events are not the ones signed (rewritten or forked)`,
      firstDifferent: range,
    };
  }
  return { ok: true, size: c.size, root: c.root, proofHashes: proof.length };
}

/** The first stored checkpoint that does not hold, with why; the count when all do. */
export function checkStoredCheckpoints(
  stored: readonly Checkpoint[],
  publicKey: KeyObject,
  events: readonly StoredEvent[],
  tree: MerkleTree,
): { ok: true; count: number; latest?: Checkpoint } | { ok: false; checkpoint: Checkpoint; result: CheckpointResult } {
  const signed = stored.filter((c) => checkpointProblem(c, publicKey) === undefined);
  for (const c of stored) {
    const result = checkCheckpoint(c, publicKey, events, tree, signed);
    if (!result.ok) return { ok: false, checkpoint: c, result };
  }
  return { ok: true, count: stored.length, latest: stored.at(-1) };
}
