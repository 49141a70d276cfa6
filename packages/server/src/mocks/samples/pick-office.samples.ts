import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import { and, asc, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../config';
import type { Db } from '../../db/client';
import {
  awards,
  employees,
  packages,
  pickGroups,
  pickRounds,
  pickTurns,
  populationMembers,
  populations,
} from '../../db/schema';
import { localIsoDate } from '../../lib/local-time';
import { isCurrentAward, planCorrection } from '../../modules/pick';
import { currentList } from '../../modules/pick-preferences';
import type { MockSample } from '../mock-sample';

/** The first group of the demo agency's open bus pick; the supervisor (900002) runs every group. */
const FIRST_GROUP_ID = 1;
/** The open DOB pick's work round (pick-preferences.samples.ts): turns of it are processed on the mock day. */
const DOB_WORK_ROUND_ID = 7;

/** The bus pick has work, vacation and holiday rounds: the samples add its VR round, well after them. */
const VR_OPENS = '2027-09-01T12:00:00.000Z';
const VR_CLOSES = '2027-10-29T20:00:00.000Z';
const SETTINGS = {
  startDate: '2027-09-02',
  minutesPerTurn: 5,
  officeStart: 8 * 60,
  officeEnd: 16 * 60,
  breaks: [{ start: 12 * 60, end: 12 * 60 + 30 }],
  weekdaysOff: [0, 6],
  datesOff: ['2027-09-06'],
};

/** The round mta_officeCreateRound made: the newest. */
async function newRound(db: Db): Promise<{ roundId: number }> {
  const [row] = await db
    .select({ id: pickRounds.id })
    .from(pickRounds)
    .where(eq(pickRounds.kind, 'VR'))
    .orderBy(desc(pickRounds.id))
    .limit(1);
  return { roundId: row?.id ?? 0 };
}

/** The packages the employee's own sample saves: the office samples leave them to it. */
const EMPLOYEE_SAMPLE_PACKAGES = [512, 509, 505];

/** Flatbush (clerk 900001's depot) employees of the work round: 100001's own samples are left alone. */
const flatbush = and(
  eq(pickTurns.pickRoundId, DOB_WORK_ROUND_ID),
  eq(pickGroups.depotCode, 'FB'),
  ne(pickTurns.passId, '100001'),
);

/** The Flatbush employee with the `nth` latest turn still to come, and their list's version now. */
async function toCome(db: Db, now: Date, nth: number) {
  const rows = await db
    .selectDistinct({ passId: pickTurns.passId, turnAt: pickTurns.turnAt })
    .from(pickTurns)
    .innerJoin(populationMembers, eq(populationMembers.passId, pickTurns.passId))
    .innerJoin(populations, eq(populations.id, populationMembers.populationId))
    .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    .where(and(flatbush, gt(pickTurns.turnAt, now)))
    .orderBy(desc(pickTurns.turnAt), asc(pickTurns.passId))
    .limit(nth + 1);
  const row = rows[nth];
  if (!row) throw new Error('the demo agency has no Flatbush turn to come');
  const list = await currentList(db, DOB_WORK_ROUND_ID, row.passId);
  return { passId: row.passId, baseVersion: list?.version ?? 0 };
}

/** A Flatbush employee skipped in the work round, and Flatbush packages to ask for. */
async function skipped(db: Db) {
  const [row] = await db
    .select({ passId: awards.passId })
    .from(awards)
    .innerJoin(pickTurns, and(eq(pickTurns.pickRoundId, awards.pickRoundId), eq(pickTurns.passId, awards.passId)))
    .innerJoin(populationMembers, eq(populationMembers.passId, awards.passId))
    .innerJoin(populations, eq(populations.id, populationMembers.populationId))
    .innerJoin(pickGroups, eq(pickGroups.id, populations.pickGroupId))
    .where(and(flatbush, eq(awards.outcome, 'SKIPPED')))
    .orderBy(asc(awards.passId))
    .limit(1);
  if (!row) throw new Error('the demo agency has no skipped Flatbush turn');
  return { passId: row.passId, items: await packagesOf(db, row.passId) };
}

/** Packages of the employee's populations, the last codes first (those least likely taken). */
async function packagesOf(db: Db, passId: string): Promise<number[]> {
  const rows = await db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(populationMembers, eq(populationMembers.populationId, packages.populationId))
    .where(
      and(
        eq(populationMembers.passId, passId),
        notInArray(packages.id, EMPLOYEE_SAMPLE_PACKAGES),
        sql`not exists (select 1 from ${awards} where ${awards.pickRoundId} = ${DOB_WORK_ROUND_ID} and ${awards.itemId} = ${packages.id})`,
      ),
    )
    .orderBy(desc(packages.code))
    .limit(40);
  return rows.map((p) => p.id);
}

/**
 * The employee without a password whose pass id comes last: an enrolment code for them ends no
 * code of the enrolment samples (theirs are the first's, made just before each call).
 */
async function accountToEnrol(db: Db) {
  const [employee] = await db
    .select({ passId: employees.passId })
    .from(employees)
    .where(and(isNull(employees.passwordHash), isNull(employees.leftOn)))
    .orderBy(desc(employees.passId))
    .limit(1);
  if (!employee) throw new Error('the demo agency has no employee without a password to enrol');
  return { passId: employee.passId, reset: false };
}

/** The work round of the first group's pick. */
async function workRoundOfFirstGroup(db: Db) {
  const [round] = await db
    .select({ id: pickRounds.id })
    .from(pickGroups)
    .innerJoin(pickRounds, eq(pickRounds.pickPeriodId, pickGroups.pickPeriodId))
    .where(and(eq(pickGroups.id, FIRST_GROUP_ID), eq(pickRounds.kind, 'WORK')));
  if (!round) throw new Error('the first group of the demo agency has no work round');
  return { roundId: round.id };
}

/**
 * A correction that changes awards in the work round: the most senior employee skipped (no list
 * and no bid-around since) given back, as a lost list, the package a junior of their population got.
 */
async function lostList(db: Db) {
  const rows = await db
    .select({
      passId: awards.passId,
      outcome: awards.outcome,
      itemId: awards.itemId,
      population: populationMembers.populationId,
      rank: sql<number>`(${awards.explanation}->>'rank')::int`,
    })
    .from(awards)
    .innerJoin(populationMembers, eq(populationMembers.passId, awards.passId))
    .where(and(eq(awards.pickRoundId, DOB_WORK_ROUND_ID), isCurrentAward));
  const holding = new Set(rows.filter((r) => r.itemId !== null).map((r) => r.passId));
  const pairs = rows
    .filter((r) => r.outcome === 'SKIPPED' && !holding.has(r.passId))
    .flatMap((s) =>
      rows.filter((j) => j.itemId !== null && j.population === s.population && j.rank > s.rank).map((j) => ({ s, j })),
    )
    .sort((a, b) => a.s.rank - b.s.rank || a.j.rank - b.j.rank);
  const first = pairs[0];
  if (!first) throw new Error('the demo work round has no skipped senior before an award in their population');
  return {
    roundId: DOB_WORK_ROUND_ID,
    kind: 'RESTORE_LIST' as const,
    passId: first.s.passId,
    items: [first.j.itemId as number],
    reason: CORRECTION_REASON,
  };
}

const CORRECTION_REASON = 'The list was saved on paper at the depot and never entered';

export const PICK_OFFICE_SAMPLES: { [S in keyof typeof PICK_OFFICE_SERVICES]: MockSample<S> } = {
  mta_officeGroups: { as: '900001', request: {} },
  mta_officeMonitor: { as: '900002', request: { groupId: FIRST_GROUP_ID } },
  mta_officePublicMonitor: { as: '900002', request: { depotCode: 'FB', setting: 'NAME' } },
  mta_officeCalendar: { as: '900002', request: { groupId: FIRST_GROUP_ID } },
  mta_officeCreateRound: {
    as: '900002',
    request: { groupId: FIRST_GROUP_ID, kind: 'VR', opensAt: VR_OPENS, closesAt: VR_CLOSES },
  },
  mta_officeSchedulePreview: {
    as: '900002',
    request: { roundId: 0, groupId: FIRST_GROUP_ID, settings: SETTINGS, offset: 0, limit: 20 },
    prepare: newRound,
  },
  mta_officeScheduleSave: {
    as: '900002',
    request: { roundId: 0, groupId: FIRST_GROUP_ID, settings: SETTINGS },
    prepare: newRound,
  },
  mta_officePause: { as: '900002', request: { roundId: DOB_WORK_ROUND_ID } },
  mta_officeResume: { as: '900002', request: { roundId: DOB_WORK_ROUND_ID } },
  mta_officeEmployee: { as: '900001', request: { passId: '100001' } },
  mta_officeSaveList: {
    as: '900001',
    request: {
      passId: '',
      roundId: DOB_WORK_ROUND_ID,
      requestId: '3f6c2b1a-9d8e-4c7b-a6f5-e4d3c2b1a098',
      baseVersion: 0,
      items: [],
    },
    prepare: async (db, now) => {
      const who = await toCome(db, now, 0);
      return { ...who, items: (await packagesOf(db, who.passId)).slice(0, 3) };
    },
  },
  mta_officeMarkAbsent: {
    as: '900001',
    request: {
      passId: '',
      roundId: DOB_WORK_ROUND_ID,
      requestId: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d',
      baseVersion: 0,
      reason: 'On leave until after the round',
    },
    prepare: (db, now) => toCome(db, now, 1),
  },
  mta_officeLatePick: {
    as: '900001',
    request: { passId: '', roundId: DOB_WORK_ROUND_ID, requestId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', items: [1] },
    prepare: (db) => skipped(db),
  },
  mta_officeResults: { as: '900001', request: {} },
  mta_officeResultFile: {
    as: '900002',
    request: { groupId: FIRST_GROUP_ID, roundId: 1, file: 'PICK_SHEET_CSV' },
    prepare: workRoundOfFirstGroup,
  },
  mta_officeFindEmployees: { as: '900002', request: { query: 'Riv' } },
  mta_officeEnrolmentCode: {
    as: '900002',
    request: { passId: '0', reset: false },
    prepare: accountToEnrol,
    volatile: ['CODE', 'LINK'],
  },
  mta_officeCorrectionPreview: {
    as: '900002',
    request: { roundId: DOB_WORK_ROUND_ID, kind: 'RESTORE_LIST', passId: '', items: [], reason: CORRECTION_REASON },
    prepare: lostList,
  },
  mta_officeCorrectionApply: {
    as: '900002',
    request: {
      roundId: DOB_WORK_ROUND_ID,
      kind: 'RESTORE_LIST',
      passId: '',
      items: [],
      reason: CORRECTION_REASON,
      requestId: '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      digest: '',
    },
    prepare: async (db, now) => {
      const correction = await lostList(db);
      const change = { restoreList: { passId: correction.passId, items: correction.items } };
      const today = localIsoDate(now, DEFAULT_TIME_ZONE);
      const plan = await planCorrection(db, { roundId: correction.roundId, change, now, today });
      return { ...correction, digest: plan.digest };
    },
  },
};
