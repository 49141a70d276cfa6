import type { KeyObject } from 'node:crypto';
import { CHECKPOINT_FORMAT, type Checkpoint } from '@crewline/protocol';
import { keyIdOf, type LedgerSigner, verifySignature } from '../../../lib/signing-key';
import { canonicalJson } from '../engine/canonical-digest';

/** What a checkpoint states: the ledger's size, root and head at a time. */
export type TreeHead = Pick<Checkpoint, 'size' | 'root' | 'head' | 'time'>;

/**
 * The text a checkpoint's signature is over: a fixed first line, then the canonical JSON of
 * its format, head, key id, root, size and time (docs/pick-ledger.md "Checkpoints").
 */
export function checkpointText(c: Omit<Checkpoint, 'signature'>): string {
  return `crewline pick ledger checkpoint\n${canonicalJson({
    format: c.format,
    head: c.head,
    keyId: c.keyId,
    root: c.root,
    size: c.size,
    time: c.time,
  })}`;
}

export function signCheckpoint(signer: LedgerSigner, head: TreeHead): Checkpoint {
  const unsigned = { format: CHECKPOINT_FORMAT, ...head, keyId: signer.keyId } as const;
  return { ...unsigned, signature: signer.sign(checkpointText(unsigned)) };
}

/** Why a checkpoint is not the key's: undefined when it is. */
export function checkpointProblem(c: Checkpoint, publicKey: KeyObject): string | undefined {
  if (c.keyId !== keyIdOf(publicKey)) return `it names key ${c.keyId}, not the key given (${keyIdOf(publicKey)})`;
  if (!verifySignature(publicKey, checkpointText(c), c.signature)) return 'its signature does not verify';
  return undefined;
}
