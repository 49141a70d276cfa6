import type { ServiceElements } from '@crewline/protocol';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { loadSchedule } from './schedule';

/**
 * The signed-in employee's days from..to (the request schema has checked the range). The
 * employee is the session's, whatever the payload says.
 */
export async function scheduledAssignments(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_scheduledAssignments'>,
): Promise<ServiceElements<'mta_scheduledAssignments'>> {
  const { passId, department } = session.employee;
  const days = await loadSchedule(db, { passId, department }, input.from, input.to);
  return { from: input.from, to: input.to, today: localIsoDate(now, config.timeZone), days };
}
