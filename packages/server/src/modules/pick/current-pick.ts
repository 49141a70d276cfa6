import type { Db } from '../../db/client';
import { roundsWithMyTurn } from '../pick-preferences/pick-preferences.repository';

export type MyRoundRow = Awaited<ReturnType<typeof roundsWithMyTurn>>[number];

/**
 * The rounds of the pick in progress the employee takes part in, in order: the newest pick of
 * their department with a round still to close (a pick whose rounds are all closed is over).
 * Empty when there is none. The pick preferences and the pick board read the same pick.
 */
export async function currentPickRounds(db: Db, passId: string, department: string): Promise<MyRoundRow[]> {
  const rows = await roundsWithMyTurn(db, passId, department);
  const current = rows.find((r) => r.closedAt === null)?.pickPeriodId;
  return current === undefined ? [] : rows.filter((r) => r.pickPeriodId === current);
}
