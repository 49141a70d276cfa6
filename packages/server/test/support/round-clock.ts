import { randomUUID } from 'node:crypto';
import { vacationEntitlements } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { saveList } from '../../src/modules/pick-preferences/ranked-list.service';
import { ensurePayCodes } from '../factories/timecard';

export const HOUR = 3_600_000;

/** When the pick tests' factory rounds open; the rounds' times are counted in hours from it. */
export const ROUND_OPENS = new Date('2026-11-20T12:00:00Z');

/** The instant `hours` after ROUND_OPENS. */
export const hoursAfterOpening = (hours: number): Date => new Date(ROUND_OPENS.getTime() + hours * HOUR);

/** Saves an employee's ranked list in a round (a new version each time), as the app's save does. */
export function saveListAt(db: Db, roundId: number, passId: string, items: number[], now: Date) {
  return saveList(db, { roundId, passId, requestId: randomUUID(), now }, items);
}

/** What a vacation award needs beside the round: the pay codes, and two weeks for every DOB employee. */
export async function ensureDobVacationRules(db: Db): Promise<void> {
  await ensurePayCodes(db);
  await db.insert(vacationEntitlements).values({ department: 'DOB', minYears: 0, weeks: 2, days: 0 });
}
