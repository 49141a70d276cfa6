import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { absences } from '../../db/schema';

/** The employee's absences dated from..to, in date order. */
const selectAbsences = preparedPerDatabase((db) =>
  db
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
    .where(
      and(
        eq(absences.passId, sql.placeholder('passId')),
        between(absences.date, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(absences.date))
    .prepare('crewline_absences_between'),
);

export async function findAbsences(db: Db, passId: string, from: string, to: string) {
  return selectAbsences(db).execute({ passId, from, to });
}

export type AbsenceRow = Awaited<ReturnType<typeof findAbsences>>[number];
