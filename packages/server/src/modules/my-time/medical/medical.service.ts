import type { ServiceElements } from '@crewline/protocol';
import type { SignedInContext } from '../../../exec/handlers';
import { upcomingAppointments } from './medical.repository';

/** mta_medicalScheduling: the employee's medical appointments to come, soonest first. */
export async function medicalScheduling({
  db,
  session,
  now,
}: SignedInContext): Promise<ServiceElements<'mta_medicalScheduling'>> {
  const rows = await upcomingAppointments(db, session.passId, now);
  return {
    appointments: rows.map((r) => ({
      startsAt: r.startsAt.toISOString(),
      kind: r.kind,
      location: r.location,
      instructions: r.instructions,
    })),
  };
}
