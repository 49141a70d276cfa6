import type { SERVICES, ServiceElements } from '@crewline/protocol';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Session } from '../../exec/handlers';
import { loadSchedule } from './schedule';

export type ScheduledAssignmentsInput = z.output<(typeof SERVICES)['mta_scheduledAssignments']['request']>;
export type ScheduledAssignmentsElements = ServiceElements<'mta_scheduledAssignments'>;

/**
 * The signed-in employee's days from..to (the request schema has checked the range). The
 * employee is the session's, whatever the payload says.
 */
export async function scheduledAssignments(
  db: Db,
  session: Session,
  input: ScheduledAssignmentsInput,
  today: string,
): Promise<ScheduledAssignmentsElements> {
  const { passId, department } = session.employee;
  const days = await loadSchedule(db, { passId, department }, input.from, input.to);
  return { from: input.from, to: input.to, today, days };
}
