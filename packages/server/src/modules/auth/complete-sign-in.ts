import type { ServiceElements } from '@crewline/protocol';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type EmployeeRow, Ticketed } from '../../exec/handlers';
import { profileElements } from './profile';
import { openSession, type SignInDevice } from './sessions.service';

export type LoginElements = ServiceElements<'mta_login'>;

/** Opens the session and answers with the profile: the end of every successful sign-in. */
export async function completeSignIn(
  db: Db,
  employee: EmployeeRow,
  now: Date,
  config: Config,
  from: SignInDevice,
): Promise<Ticketed<LoginElements>> {
  const issued = await openSession(db, employee.passId, now, config, from);
  const profile = await profileElements(db, employee, issued.ticket, now, config);
  return new Ticketed({ DUO_AUTH_URL: '', ...profile }, issued);
}
