import { type AUTH_SERVICES, DESKTOP_VERSION, type ENROL_SERVICES, LOGIN_PLATFORM } from '@crewline/protocol';
import { and, asc, isNull } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../config';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import { DEMO_PASSWORD } from '../../demo/demo-sign-ins';
import { makeEnrolmentCode } from '../../modules/auth';
import { MOCK_PASS_ID, type MockSample } from '../mock-sample';

export const AUTH_SAMPLES: { [S in keyof typeof AUTH_SERVICES]: MockSample<S> } = {
  mta_login: {
    request: {
      LOGIN_BLOCK_TI_PASS_0: MOCK_PASS_ID,
      LOGIN_BLOCK_TI_SOCSEC_0: DEMO_PASSWORD,
      LOGIN_BLOCK_LISTDB_0: 0,
      Version: DESKTOP_VERSION,
      Platform: LOGIN_PLATFORM,
      DEVICE_PLATFORM: 'desktop',
    },
  },
  mta_loginTicket: { request: {} },
  mta_logout: { request: {}, endsSession: true },
  mta_sessions: { request: {} },
  // A session no longer signed in (a retry): the list is answered, nothing ends.
  mta_sessionEnd: { request: { session: 'ffffffffffffffff' } },
  mta_sessionsEndOthers: { request: {} },
  // The demo password is changed only in the mock generator's own database; the session stays.
  mta_changePassword: { request: { currentPassword: DEMO_PASSWORD, newPassword: 'seven brass lanterns at dawn' } },
};

/** A fresh code for the first demo employee without a password (each call ends the one before). */
async function enrolmentCode(db: Db, now: Date) {
  const [employee] = await db
    .select({ passId: employees.passId })
    .from(employees)
    .where(and(isNull(employees.passwordHash), isNull(employees.leftOn)))
    .orderBy(asc(employees.passId))
    .limit(1);
  if (!employee) throw new Error('the demo agency has no employee without a password to enrol');
  const { code } = await makeEnrolmentCode(db, { passId: employee.passId, now, timeZone: DEFAULT_TIME_ZONE });
  return { passId: employee.passId, code };
}

export const ENROL_SAMPLES: { [S in keyof typeof ENROL_SERVICES]: MockSample<S> } = {
  mta_enrolStart: {
    request: { passId: '', code: '' },
    prepare: enrolmentCode,
    volatile: ['totpKey', 'otpauthUri'],
  },
  // Without the optional second factor: the enrolment signs the employee in.
  mta_enrolFinish: {
    request: { passId: '', code: '', newPassword: 'seven brass lanterns at dawn' },
    prepare: enrolmentCode,
  },
};
