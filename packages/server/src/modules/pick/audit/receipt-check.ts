import type { KeyObject } from 'node:crypto';
import type { Checkpoint, EventProof, Receipt } from '@crewline/protocol';
import { canonicalJson } from '../engine';
import { checkpointProblem } from '../ledger/checkpoint';
import { eventHash, eventLeaf } from '../ledger/ledger-chain';
import { leafHash, verifyInclusion } from '../ledger/merkle-tree';

/**
 * `npm run pick -- check-receipt`, offline: is the receipt's event in the ledger a checkpoint
 * signed, and (for an award) is its row in the awards root that event records? Nothing but the
 * receipt, the checkpoint, the public key and, for a checkpoint newer than the receipt's, the
 * proof the server gives for that checkpoint (GET /ledger/proof?event=N&size=M).
 */
export type ReceiptCheck = { ok: true; lines: string[] } | { ok: false; why: string };

export function checkReceipt(
  receipt: Receipt,
  checkpoint: Checkpoint,
  publicKey: KeyObject,
  proof?: EventProof,
): ReceiptCheck {
  const fail = (why: string): ReceiptCheck => ({ ok: false, why });
  const signature = checkpointProblem(checkpoint, publicKey);
  if (signature) return fail(`the checkpoint is not the key's: ${signature}`);
  const e = receipt.event;
  const recomputed = eventHash(e.prevHash, { ...e, at: new Date(e.at) });
  if (recomputed !== e.hash) return fail(`the receipt's event ${e.number} does not hash to its hash (${recomputed})`);

  let path: readonly string[];
  if (proof) {
    if (proof.event !== e.number)
      return fail(`the proof is for event ${proof.event}, the receipt for event ${e.number}`);
    if (proof.hash !== e.hash) {
      return fail(
        `the ledger's event ${e.number} is not the receipt's: the ledger holds ${proof.hash}, the receipt ${e.hash}`,
      );
    }
    if (proof.inclusion.treeSize !== checkpoint.size || proof.checkpoint.root !== checkpoint.root) {
      return fail(
        `the proof leads to the checkpoint of ${proof.inclusion.treeSize} events, not to this one (${checkpoint.size})`,
      );
    }
    path = proof.inclusion.path;
  } else {
    if (!receipt.inclusion || !receipt.checkpoint) {
      return fail(`the receipt has no proof yet: fetch GET /ledger/proof?event=${e.number}&size=${checkpoint.size}`);
    }
    if (receipt.inclusion.treeSize !== checkpoint.size || receipt.checkpoint.root !== checkpoint.root) {
      return fail(
        `the receipt's proof leads to the checkpoint of ${receipt.inclusion.treeSize} events; for this one (${checkpoint.size}) fetch GET /ledger/proof?event=${e.number}&size=${checkpoint.size}`,
      );
    }
    path = receipt.inclusion.path;
  }
  if (e.number > checkpoint.size) return fail(`the checkpoint holds ${checkpoint.size} events, not event ${e.number}`);
  if (!verifyInclusion(eventLeaf(e.hash), e.number - 1, checkpoint.size, path, checkpoint.root)) {
    return fail(
      `event ${e.number} is not in the checkpoint's tree: its path does not lead to the root ${checkpoint.root}`,
    );
  }
  const lines = [
    `Event ${e.number} (${e.kind}${e.passId ? ` by ${e.passId}` : ''}, round ${e.roundId}, ${e.at}) is in the ledger the checkpoint of ${checkpoint.size} events signed at ${checkpoint.time} (key ${checkpoint.keyId}).`,
  ];
  if (receipt.award) {
    const { row, index, count, path: rowPath } = receipt.award;
    const root = e.payload.awardsRoot;
    if (e.kind !== 'RUN' || typeof root !== 'string') return fail(`event ${e.number} is not an award run`);
    if (e.payload.awards !== count)
      return fail(`the run gave ${String(e.payload.awards)} rows, the receipt says ${count}`);
    if (!verifyInclusion(leafHash(canonicalJson(row)), index, count, rowPath, root)) {
      return fail(`the award row is not in the run's awards: its path does not lead to the awards root ${root}`);
    }
    const item = row.itemId === null ? '' : ` ${String(row.itemId)}`;
    lines.push(
      `Award: row ${index + 1} of ${count} (${String(row.passId)} ${String(row.outcome)}${item}) is in the awards root run ${String(e.payload.awardRun)} records.`,
    );
  }
  return { ok: true, lines };
}
