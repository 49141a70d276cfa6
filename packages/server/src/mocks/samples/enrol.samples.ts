import type { ENROL_SERVICES } from '@crewline/protocol';
import { and, asc, isNull } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../config';
import type { Db } from '../../db/client';
import { employees } from '../../db/schema';
import { makeEnrolmentCode } from '../../modules/auth';
import type { MockSample } from '../mock-sample';

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
