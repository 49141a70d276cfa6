import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { pickRounds, pickTurns } from '../../src/db/schema';

type RoundKind = typeof pickRounds.$inferSelect.kind;

/** The id of the round of `kind` the employee has a turn in (with `open`, one not yet closed), e.g. 100001's WORK round. */
export async function roundOfTurn(db: Db, passId: string, kind: RoundKind, { open = false } = {}): Promise<number> {
  const [row] = await db
    .select({ id: pickRounds.id })
    .from(pickRounds)
    .innerJoin(pickTurns, eq(pickTurns.pickRoundId, pickRounds.id))
    .where(
      and(eq(pickTurns.passId, passId), eq(pickRounds.kind, kind), open ? isNull(pickRounds.closedAt) : undefined),
    );
  if (!row) throw new Error(`${passId} has no turn in a ${open ? 'open ' : ''}${kind} round`);
  return row.id;
}
