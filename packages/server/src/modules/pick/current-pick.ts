import type { Db } from '../../db/client';
import { roundsWithMyTurn } from './pick.repository';

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

/** UPCOMING, OPEN or CLOSED against `now` (the pick preferences and the picked holidays say it alike). */
export function roundStatus(row: { opensAt: Date; closesAt: Date; closedAt: Date | null }, now: Date) {
  if (row.closedAt !== null || now >= row.closesAt) return 'CLOSED' as const;
  return now < row.opensAt ? ('UPCOMING' as const) : ('OPEN' as const);
}
