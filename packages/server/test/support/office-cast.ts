import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { employees } from '../../src/db/schema';
import { signedIn } from './app';
import { signedInWithSecondFactor } from './second-factor';
import type { Auth } from './service-calls';

/** The office tests' people: clerk 900001 (Flatbush), supervisor 900002, an employee, a clerk of another depot. */
export interface OfficeCast {
  clerk: Auth;
  supervisor: Auth;
  employee: Auth;
  otherClerk: Auth;
}

/** The clerk of another depot: 100003 (East New York), made one as the agency's import would. */
export const OTHER_DEPOT_CLERK = '100003';

export async function makeOtherDepotClerk(db: Db): Promise<void> {
  await db
    .update(employees)
    .set({ officeRole: 'PICK_CLERK', officeGroups: ['ENY'] })
    .where(eq(employees.passId, OTHER_DEPOT_CLERK));
}

/** Signs the cast in (again, after a test ended their sessions); the employee is 100001 unless named. */
export async function signInOfficeCast(app: FastifyInstance, now: Date, employee = '100001'): Promise<OfficeCast> {
  return {
    clerk: (await signedInWithSecondFactor(app, '900001', now)).auth,
    supervisor: (await signedInWithSecondFactor(app, '900002', now)).auth,
    employee: await signedIn(app, employee),
    otherClerk: await signedIn(app, OTHER_DEPOT_CLERK),
  };
}
