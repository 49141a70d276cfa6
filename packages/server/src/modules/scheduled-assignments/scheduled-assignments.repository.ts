import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { absences } from '../../db/schema';

/** The employee's absences dated from..to, in date order. */
export async function findAbsences(db: Db, passId: string, from: string, to: string) {
  return db
    .select({
      date: absences.date,
      kind: absences.kind,
      payCode: absences.payCode,
      minutes: absences.minutes,
      description: absences.description,
      location: absences.location,
      startMinutes: absences.startMinutes,
      endMinutes: absences.endMinutes,
    })
    .from(absences)
    .where(and(eq(absences.passId, passId), between(absences.date, from, to)))
    .orderBy(asc(absences.date));
}

export type AbsenceRow = Awaited<ReturnType<typeof findAbsences>>[number];
