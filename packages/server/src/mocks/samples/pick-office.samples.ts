import type { PICK_OFFICE_SERVICES } from '@crewline/protocol';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, pickGroups, pickRounds } from '../../db/schema';
import type { MockSample } from '../mock-sample';

/** The first group of the demo agency's open bus pick; the supervisor (900002) runs every group. */
const FIRST_GROUP_ID = 1;

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

export const PICK_OFFICE_SAMPLES: { [S in keyof typeof PICK_OFFICE_SERVICES]: MockSample<S> } = {
  mta_officeGroups: { as: '900001', request: {} },
  mta_officeMonitor: { as: '900002', request: { groupId: FIRST_GROUP_ID } },
  mta_officePublicMonitor: { as: '900002', request: { depotCode: 'FB', setting: 'NAME' } },
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
};
