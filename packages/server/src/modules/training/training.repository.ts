import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absences } from '../../db/schema';

const TRAINING = 'TRAINING';

const columns = {
  date: absences.date,
  course: absences.description,
  location: absences.location,
  startMinutes: absences.startMinutes,
  endMinutes: absences.endMinutes,
  paidMinutes: absences.minutes,
  payCode: absences.payCode,
};

export type TrainingRow = {
  date: string;
  course: string | null;
  location: string | null;
  startMinutes: number | null;
  endMinutes: number | null;
  paidMinutes: number;
  payCode: string | null;
};

/** The employee's training days from `from` on, in order. */
export function trainingDaysFrom(db: Db, passId: string, from: string): Promise<TrainingRow[]> {
  return db
    .select(columns)
    .from(absences)
    .where(and(eq(absences.passId, passId), eq(absences.kind, TRAINING), gte(absences.date, from)))
    .orderBy(asc(absences.date));
}

/** The employee's training of one day, if any (one absence a day). */
export async function trainingDay(db: Db, passId: string, date: string): Promise<TrainingRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(absences)
    .where(and(eq(absences.passId, passId), eq(absences.kind, TRAINING), eq(absences.date, date)));
  return row;
}
