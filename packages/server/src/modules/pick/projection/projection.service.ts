import type { Db } from '../../../db/client';
import { type Projection, project } from '../engine';
import { loadRound } from '../turns/snapshot';

/**
 * What will be left at the employee's turn (PICK.md "Projection = the engine run early"): the
 * round as the database holds it now — seniors' final awards, and every saved list as it stands
 * — run through the engine up to the employee. Undefined when the round is not one the engine
 * runs here, the employee has no turn in it, or their turn is processed (their award answers).
 */
export async function projectionFor(
  db: Db,
  roundId: number,
  passId: string,
  now: Date,
): Promise<(Projection & { asOf: Date }) | undefined> {
  const loaded = await loadRound(db, roundId, now);
  if (!loaded) return undefined;
  const me = loaded.snapshot.participants.find((p) => p.employeeId === passId);
  if (!me || me.rank <= loaded.snapshot.policy.processedThroughRank) return undefined;
  return { ...project(loaded.snapshot, passId), asOf: now };
}
