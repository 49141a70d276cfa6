import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { pickPeriods, pickRounds, pickTurns } from '../../src/db/schema';
import { processDueTurns } from '../../src/modules/pick';

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

/**
 * The employee's open round of `kind` with every turn processed, a minute after it was due to
 * close (`now`; it stays open until its close is run), and its pick's dates.
 */
export async function processedRound(db: Db, passId: string, kind: RoundKind) {
  const roundId = await roundOfTurn(db, passId, kind, { open: true });
  const [round] = await db
    .select({
      closesAt: pickRounds.closesAt,
      effectiveDate: pickPeriods.effectiveDate,
      expirationDate: pickPeriods.expirationDate,
    })
    .from(pickRounds)
    .innerJoin(pickPeriods, eq(pickPeriods.id, pickRounds.pickPeriodId))
    .where(eq(pickRounds.id, roundId));
  if (!round) throw new Error(`no round ${roundId}`);
  const now = new Date(round.closesAt.getTime() + 60_000);
  await processDueTurns(db, now);
  return { roundId, now, period: { effectiveDate: round.effectiveDate, expirationDate: round.expirationDate } };
}
