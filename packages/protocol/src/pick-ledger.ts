import { z } from 'zod';

/**
 * The pick ledger as anyone outside the server holds it (docs/pick-ledger.md): its signed
 * checkpoints, a receipt for a save or an award, the proof the server gives for an event. The
 * server answers these shapes, the app shows them, the audit commands read them from files.
 */

/** Served without sign-in: every checkpoint (JSON array, oldest first), and an event's inclusion proof. */
export const LEDGER_CHECKPOINTS_PATH = '/ledger/checkpoints';
export const LEDGER_PROOF_PATH = '/ledger/proof';

export const CHECKPOINT_FORMAT = 'crewline-checkpoint@1';
export const RECEIPT_FORMAT = 'crewline-receipt@1';

/** A Merkle tree hash (RFC 9162): 64 lowercase hex digits. */
const treeHash = z.string().regex(/^[0-9a-f]{64}$/, 'a tree hash is 64 lowercase hex digits');
/** An event's chain hash: "sha256:" and 64 lowercase hex digits. */
const chainHash = z.string().regex(/^sha256:[0-9a-f]{64}$/, 'a chain hash is "sha256:" and 64 lowercase hex digits');
const count = z.number().int().min(0);

export const checkpointSchema = z.object({
  format: z.literal(CHECKPOINT_FORMAT),
  size: count.describe('Events in the ledger when it was signed.'),
  root: treeHash.describe("The Merkle root (RFC 9162) of those events' leaves."),
  head: chainHash.describe('The hash of the last of them (the genesis hash when there is none).'),
  time: z.iso.datetime({ offset: true }).describe('When it was signed (ISO 8601).'),
  keyId: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .describe('The signing key: the first 16 hex digits of the SHA-256 of its 32 public bytes.'),
  signature: z.string().min(1).describe('Ed25519 over the checkpoint text (docs/pick-ledger.md), base64.'),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const ledgerEventSchema = z.object({
  number: z.number().int().min(1).describe('1 for the first event of the ledger; its leaf is number − 1.'),
  prevHash: chainHash,
  hash: chainHash.describe('sha-256 over prevHash, a newline and the canonical event.'),
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(['SETUP', 'SAVE', 'DELETE', 'RUN', 'ROUND_CREATED', 'SCHEDULE_SET', 'PAUSED', 'RESUMED']),
  roundId: z.number().int().nullable(),
  passId: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
});
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

export const inclusionSchema = z.object({
  treeSize: count.describe('The size of the checkpoint the path leads to.'),
  path: z.array(treeHash).describe('The audit path (RFC 9162 §2.1.3), the leaf’s sibling first.'),
});
export type Inclusion = z.infer<typeof inclusionSchema>;

export const receiptSchema = z
  .object({
    format: z.literal(RECEIPT_FORMAT),
    event: ledgerEventSchema.describe('The event that records the save, delete or award run, in full.'),
    checkpoint: checkpointSchema
      .nullable()
      .describe('The checkpoint that covers the event; null until the next one is signed.'),
    inclusion: inclusionSchema.nullable().describe("The event's path to that checkpoint's root."),
    award: z
      .object({
        row: z.record(z.string(), z.unknown()).describe('The canonical award row.'),
        index: count.describe("Its place among the run's rows, from 0."),
        count: z.number().int().min(1).describe('Rows in the run.'),
        path: z.array(treeHash).describe("Its path to the run event's awardsRoot."),
      })
      .optional()
      .describe('For an award: the row and its path to the awards root its run event records.'),
  })
  .describe('What lets the employee, or anyone they give it to, check offline that the ledger holds it.');
export type Receipt = z.infer<typeof receiptSchema>;

export const eventProofSchema = z.object({
  event: z.number().int().min(1),
  hash: chainHash,
  checkpoint: checkpointSchema,
  inclusion: inclusionSchema,
});
export type EventProof = z.infer<typeof eventProofSchema>;

/** The words of the ledger's public addresses and of the receipt under a list or an award. */
export const LEDGER_TEXTS = {
  proofEvent: 'Ask for an event by its number: ?event=N, a whole number from 1.',
  proofSize: 'Name a checkpoint by its size: &size=M, a whole number (a signed checkpoint of that size).',
  noEvent: (n: number) => `The ledger has no event ${n}.`,
  notCovered: (n: number) => `No checkpoint covers event ${n} yet: it is signed after the next award run, and daily.`,
  noCheckpoint: (size: number) => `There is no checkpoint of ${size} events.`,
  /** The line a printed pick document carries: the ledger it was printed against, to check it with. */
  printedCheckpoint: (c: Checkpoint) =>
    `Pick ledger checkpoint: ${c.size} events, root ${c.root}, signed ${c.time}, key ${c.keyId} (all of them at ${LEDGER_CHECKPOINTS_PATH})`,
  noCheckpointYet: 'Pick ledger: no checkpoint signed yet.',
} as const;

/** "7f3a…c2": how a receipt is named in a line. */
export function receiptName(hash: string): string {
  const hex = hash.replace(/^sha256:/, '');
  return `${hex.slice(0, 4)}…${hex.slice(-2)}`;
}
