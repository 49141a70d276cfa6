import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows';
import { awardRuns, preferenceItems, preferenceSets } from '../../src/db/schema';
import type { Db } from '../../src/db/types';
import { IMPORTED_TABLES } from '../../src/modules/agency-data';

/** A small valid agency, one text per file (LF line ends; the tests add BOMs and CRLF where they test them). */
export const VALID: Record<string, string> = {
  'depots.csv': [
    'code,name,department,borough',
    'JG,Jackie Gleason,DOB,Brooklyn',
    '207,207th Street,RTO,Manhattan',
  ].join('\n'),
  'employees.csv': [
    'pass_id,first_name,last_name,department,division,subdivision,title,class,seniority_number,seniority_date,depot,email,office_role,office_groups,left_on',
    '012345,Maria,Santos,DOB,Brooklyn,Jackie Gleason,Bus Operator,FT,1,2009-03-16,JG,maria@example.org,,,',
    '000777,Ken,Ito,DOB,Brooklyn,Jackie Gleason,Bus Operator,FT,2,2011-05-02,JG,,PICK_CLERK,JG,',
    '300001,Ana,Diaz,RTO,Manhattan,207th Street,Train Operator,FT,1,2015-01-05,207,,PICK_SUPERVISOR,,',
  ].join('\n'),
  'pick-periods.csv': [
    'code,department,type,description,start_date,end_date,effective_date,expiration_date',
    'DOB-2027-01-03,DOB,GENERAL,Spring 2027 Bus General Pick,2027-01-03,2027-01-23,2027-02-21,2027-08-21',
  ].join('\n'),
  'pick-rounds.csv': [
    'pick,kind,seq,opens_at,closes_at',
    'DOB-2027-01-03,WORK,1,2027-01-03T11:00:00.000Z,2027-01-10T04:59:00.000Z',
    'DOB-2027-01-03,VACATION,2,2027-01-10T11:00:00.000Z,2027-01-17T04:59:00.000Z',
  ].join('\n'),
  'runs.csv': [
    'pick,code,depot,route,days_off,report_minutes,start_minutes,end_minutes,paid_minutes,relief_point,relief_minutes,picked_by',
    'DOB-2027-01-03,JG-104,JG,B46,sat;sun,345,360,855,495,"Flatbush Av, Nostrand Av",600,',
    'DOB-2027-01-03,JG-105,JG,B44,sat;sun,400,415,900,495,,,012345',
  ].join('\n'),
  'pieces.csv': [
    'pick,run,seq,block,from_place,to_place,start_minutes,end_minutes',
    'DOB-2027-01-03,JG-104,1,B46-12,Jackie Gleason Depot,"Flatbush Av, Nostrand Av",360,600',
    'DOB-2027-01-03,JG-104,2,B46-15,"Flatbush Av, Nostrand Av",Kings Plaza,630,855',
  ].join('\n'),
  'populations.csv': [
    'pick,depot,code,name,description,group_name',
    'DOB-2027-01-03,JG,FT,Full-time operators,"DOB Bus Operators, full time",Jackie Gleason',
  ].join('\n'),
  'population-members.csv': [
    'pick,depot,population,pass_id',
    'DOB-2027-01-03,JG,FT,012345',
    'DOB-2027-01-03,JG,FT,000777',
  ].join('\n'),
  'pick-turns.csv': [
    'pick,round,pass_id,turn_at',
    'DOB-2027-01-03,VACATION,012345,2027-01-11T14:00:00.000Z',
    'DOB-2027-01-03,VACATION,000777,2027-01-11T14:05:00.000Z',
  ].join('\n'),
  'packages.csv': [
    'pick,depot,code,population,kind,capacity,run,rdo,weekly_paid_minutes,routes,sun,mon,tue,wed,thu,fri,sat',
    'DOB-2027-01-03,JG,JG-P104,FT,REGULAR,1,JG-104,sat;sun,2475,B46,,JG-104,JG-104,JG-104,JG-104,JG-104,',
    'DOB-2027-01-03,JG,JG-XB,FT,EXTRA_BOARD,4,,sat;sun,2400,All routes of the depot,,,,,,,',
  ].join('\n'),
  'package-overrides.csv': [
    'pick,depot,package,date,run,note',
    'DOB-2027-01-03,JG,JG-P104,2027-05-31,,Holiday schedule: the run does not operate',
  ].join('\n'),
  'vacation-pools.csv': ['pick,depot,population,name', 'DOB-2027-01-03,JG,FT,Jackie Gleason — Full-time'].join('\n'),
  'vacation-weeks.csv': [
    'pick,depot,population,week_start,quota,restricted',
    'DOB-2027-01-03,JG,FT,2027-02-21,2,no',
    'DOB-2027-01-03,JG,FT,2027-02-28,0,yes',
  ].join('\n'),
  'holidays.csv': [
    'pick,kind,date,name',
    'DOB-2027-01-03,ASPA,2027-04-22,Holy Thursday',
    'DOB-2027-01-03,PICK,2027-05-31,Memorial Day',
  ].join('\n'),
  'holiday-requirements.csv': ['pick,date,depot,must_work', 'DOB-2027-01-03,2027-05-31,JG,1'].join('\n'),
  'entitlements.csv': ['department,min_years,weeks,days', 'DOB,0,2,0', 'DOB,5,3,2'].join('\n'),
  'leave-balances.csv': [
    'pass_id,bank,year,carried_minutes,granted_minutes,monthly_accrual_minutes',
    '012345,VAC,2026,960,4800,0',
    '012345,SICK,2026,0,0,480',
  ].join('\n'),
  'absences.csv': [
    'pass_id,date,kind,pay_code,minutes,quota_code,description,location,start_minutes,end_minutes',
    '012345,2026-07-06,VACATION,VAC,480,,,,,',
    '000777,2026-08-03,TRAINING,,480,,Defensive driving,Training center,480,960',
  ].join('\n'),
  'timecards.csv': [
    'pass_id,week_start,status,lines',
    '012345,2026-07-05,APPROVED,2026-07-05 REG 495 JG-105 415 900;2026-07-05 SUN 495 JG-105 415 900;2026-07-06 VAC 480',
    '000777,2026-08-02,PENDING,2026-08-03 TRN 480 - 480 960',
  ].join('\n'),
};

/** A folder holding `files` (each a file name → its text). */
export function folderOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'crewline-agency-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** VALID with some files replaced (a text) or left out (undefined). */
export function validWith(changes: Record<string, string | undefined>): Record<string, string> {
  const files = { ...VALID, ...changes };
  for (const [name, text] of Object.entries(files)) if (text === undefined) delete files[name];
  return files as Record<string, string>;
}

/** The tables the files write, and how many rows each holds: what "nothing written" is checked by. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = [...IMPORTED_TABLES, 'sessions'];
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(t)}`));
    counts[t] = row?.n ?? 0;
  }
  return counts;
}

/** An award of item `itemId` in round `roundId` to 012345, as a pick's run writes it. */
export async function awardItem(db: Db, roundId: number, itemId: number, at: Date) {
  const [run] = await db
    .insert(awardRuns)
    .values({
      pickRoundId: roundId,
      kind: 'TURN',
      engineVersion: 'test',
      snapshotDigest: 'x',
      awardsDigest: 'y',
      ranAt: at,
    })
    .returning();
  await db.execute(
    sql`insert into awards (award_run_id, pick_round_id, pass_id, outcome, item_id, seat, choice_rank, explanation, awarded_at)
      values (${run?.id}, ${roundId}, '012345', 'AWARDED', ${itemId}, 1, 1, '{}'::json, ${at.toISOString()})`,
  );
}

/** A list of 012345's saved in round `roundId` ranking item `itemId` first. */
export async function rankItem(db: Db, roundId: number, itemId: number, at: Date) {
  const [set] = await db
    .insert(preferenceSets)
    .values({ pickRoundId: roundId, passId: '012345', version: 1, savedAt: at, itemCount: 1 })
    .returning();
  await db.insert(preferenceItems).values({ setId: set?.id as number, rank: 1, itemId });
}
