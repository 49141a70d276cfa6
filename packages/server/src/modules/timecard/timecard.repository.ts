import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { payCodes, type TimecardLine, timecards } from '../../db/schema';
import { fromLineColumns } from '../../db/timecard-lines';

const timecardColumns = {
  weekStart: timecards.weekStart,
  status: timecards.status,
  lineDays: timecards.lineDays,
  linePayCodes: timecards.linePayCodes,
  lineMinutes: timecards.lineMinutes,
  lineJobs: timecards.lineJobs,
  lineStarts: timecards.lineStarts,
  lineEnds: timecards.lineEnds,
};

/** A stored timecard with its lines. */
export interface TimecardRecord {
  weekStart: string;
  status: string;
  lines: TimecardLine[];
}

const selectWeek = preparedPerDatabase((db) =>
  db
    .select(timecardColumns)
    .from(timecards)
    .where(and(eq(timecards.passId, sql.placeholder('passId')), eq(timecards.weekStart, sql.placeholder('weekStart'))))
    .limit(1)
    .prepare('crewline_timecard_week'),
);

const selectLatest = preparedPerDatabase((db) =>
  db
    .select(timecardColumns)
    .from(timecards)
    .where(eq(timecards.passId, sql.placeholder('passId')))
    .orderBy(desc(timecards.weekStart))
    .limit(sql.placeholder('limit'))
    .prepare('crewline_timecards_latest'),
);

type StoredRow = Awaited<ReturnType<ReturnType<typeof selectLatest>['execute']>>[number];

function toRecord({ weekStart, status, ...columns }: StoredRow): TimecardRecord {
  return { weekStart, status, lines: fromLineColumns(weekStart, columns) };
}

/** One employee's timecard of the pay week starting on `weekStart`, if payroll holds one. */
export async function findTimecard(db: Db, passId: string, weekStart: string): Promise<TimecardRecord | undefined> {
  const [row] = await selectWeek(db).execute({ passId, weekStart });
  return row && toRecord(row);
}

/** One employee's latest timecards, newest first. */
export async function listTimecards(db: Db, passId: string, limit: number): Promise<TimecardRecord[]> {
  return (await selectLatest(db).execute({ passId, limit })).map(toRecord);
}

export function listPayCodes(db: Db) {
  return db
    .select({
      code: payCodes.code,
      description: payCodes.description,
      category: payCodes.category,
      color: payCodes.color,
      sortOrder: payCodes.sortOrder,
    })
    .from(payCodes)
    .orderBy(asc(payCodes.sortOrder), asc(payCodes.code));
}

export type PayCodeRecord = Awaited<ReturnType<typeof listPayCodes>>[number];
