import { addDays, weekdayOf, zonedInstant } from '@crewline/protocol';
import type { medicalAppointments } from '../db/schema';
import { Random } from './random';

export type MedicalAppointmentRow = typeof medicalAppointments.$inferInsert;

const KINDS: readonly [kind: string, instructions: string | null][] = [
  ['Biennial medical examination', 'Bring your pass, your glasses or contact lenses, and a list of your medicines.'],
  ['Hearing and vision test', 'Bring your glasses or contact lenses.'],
  ['Drug and alcohol screening', null],
  ['Return-to-duty examination', 'Bring the note from your own doctor.'],
];
const LOCATION = 'Medical Assessment Center, 180 Livingston Street, Brooklyn — 4th floor';

/**
 * One appointment for each employee the generator marked, on a weekday one to four weeks
 * after `today`, in the morning (the medical office's hours).
 */
export function medicalAppointmentRows(
  seed: number,
  today: string,
  timeZone: string,
  passIds: readonly string[],
): MedicalAppointmentRow[] {
  const rng = Random.derive(seed, 'medical');
  return passIds.map((passId) => {
    let day = addDays(today, rng.int(7, 28));
    while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
    const [kind, instructions] = rng.pick(KINDS);
    return {
      passId,
      startsAt: zonedInstant(day, 7 * 60 + 30 + 30 * rng.int(0, 6), timeZone),
      kind,
      location: LOCATION,
      instructions,
    };
  });
}
