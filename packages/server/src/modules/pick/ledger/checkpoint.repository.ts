import type { Checkpoint } from '@crewline/protocol';
import { CHECKPOINT_FORMAT } from '@crewline/protocol';
import { asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ledgerCheckpoints } from '../../../db/schema';

type Row = typeof ledgerCheckpoints.$inferSelect;

const asCheckpoint = (r: Row): Checkpoint => ({
  format: CHECKPOINT_FORMAT,
  size: r.size,
  root: r.root,
  head: r.head,
  time: r.signedAt.toISOString(),
  keyId: r.keyId,
  signature: r.signature,
});

export async function insertCheckpoint(tx: Db, c: Checkpoint): Promise<void> {
  await tx.insert(ledgerCheckpoints).values({
    size: c.size,
    root: c.root,
    head: c.head,
    signedAt: new Date(c.time),
    keyId: c.keyId,
    signature: c.signature,
  });
}

/** Every checkpoint, oldest first. */
export async function allCheckpoints(db: Db): Promise<Checkpoint[]> {
  return (await db.select().from(ledgerCheckpoints).orderBy(asc(ledgerCheckpoints.size))).map(asCheckpoint);
}

export async function latestCheckpoint(db: Db): Promise<Checkpoint | undefined> {
  const [row] = await db.select().from(ledgerCheckpoints).orderBy(desc(ledgerCheckpoints.size)).limit(1);
  return row && asCheckpoint(row);
}

/** The first checkpoint that covers event `seq`. */
export async function firstCheckpointCovering(db: Db, seq: number): Promise<Checkpoint | undefined> {
  const [row] = await db
    .select()
    .from(ledgerCheckpoints)
    .where(gte(ledgerCheckpoints.size, seq))
    .orderBy(asc(ledgerCheckpoints.size))
    .limit(1);
  return row && asCheckpoint(row);
}

export async function checkpointOfSize(db: Db, size: number): Promise<Checkpoint | undefined> {
  const [row] = await db.select().from(ledgerCheckpoints).where(eq(ledgerCheckpoints.size, size));
  return row && asCheckpoint(row);
}
