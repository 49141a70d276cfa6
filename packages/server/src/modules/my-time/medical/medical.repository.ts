import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { medicalAppointments } from '../../../db/schema';

export type MedicalAppointment = typeof medicalAppointments.$inferSelect;

/** The employee's appointments from `now` on, soonest first. */
export function upcomingAppointments(db: Db, passId: string, now: Date): Promise<MedicalAppointment[]> {
  return db
    .select()
    .from(medicalAppointments)
    .where(and(eq(medicalAppointments.passId, passId), gte(medicalAppointments.startsAt, now)))
    .orderBy(asc(medicalAppointments.startsAt));
}

/** Whether the employee has an appointment to come: the sign-in's has_upcoming_medical. */
export async function hasUpcomingMedical(db: Db, passId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: medicalAppointments.id })
    .from(medicalAppointments)
    .where(and(eq(medicalAppointments.passId, passId), gte(medicalAppointments.startsAt, now)))
    .limit(1);
  return row !== undefined;
}
