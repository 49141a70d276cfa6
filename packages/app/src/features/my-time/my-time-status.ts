import type { ServiceElements } from '@crewline/protocol';
import { formatDisplayDate } from '../../lib/date-format';
import { agencyDate } from '../../session/agency-time';
import { daysHeld } from './request-words';

type Appointments = ServiceElements<'mta_medicalScheduling'>['appointments'];
type TrainingDays = ServiceElements<'mta_trainingAssignments'>;
type PickedJobs = ServiceElements<'mta_vrPickedJobs'>['jobs'];
type DayOffRequests = ServiceElements<'mta_requestDayOffGet'>['requests'];
type OpenSpell = ServiceElements<'mta_notifyInOutGetAll'>['open'];

/** The hub's line for medical and training, in parts: the next of each, or that nothing is scheduled. */
export function medicalTrainingStatus(appointments: Appointments, training: TrainingDays, language: string): string[] {
  const parts: string[] = [];
  const medical = appointments[0];
  // The appointment's day at the agency.
  if (medical) parts.push(`Next medical: ${formatDisplayDate(agencyDate(medical.startsAt), language)}`);
  const course = training.assignments.find((a) => a.date >= training.today);
  if (course) parts.push(`Next training: ${formatDisplayDate(course.date, language)}`);
  return parts.length > 0 ? parts : ['Nothing scheduled'];
}

/** The hub's line for relief work: how much was awarded, or none. */
export function pickedJobsStatus(jobs: PickedJobs): string[] {
  if (jobs.length === 0) return ['No relief work awarded'];
  return [jobs.length === 1 ? '1 relief job awarded' : `${jobs.length} relief jobs awarded`];
}

/** The hub's line for days off: how many of my requests to come are approved and waiting. */
export function dayOffStatus(requests: DayOffRequests): string[] {
  const approved = requests.filter((r) => r.status === 'APPROVED').length;
  const waiting = requests.filter((r) => r.status === 'WAITLISTED').length;
  const parts = [...(approved > 0 ? [`${approved} approved`] : []), ...(waiting > 0 ? [`${waiting} waitlisted`] : [])];
  return parts.length > 0 ? parts : ['No requests'];
}

/** The hub's line for miscellaneous requests: how many await the crew office. */
export function miscellaneousStatus(requests: readonly { status: string }[]): string[] {
  const open = requests.filter((r) => r.status === 'SUBMITTED').length;
  return [open === 0 ? 'No requests waiting' : open === 1 ? '1 request waiting' : `${open} requests waiting`];
}

/** The hub's line for sick notify: out sick since which day (the agency's calendar), or fit for duty. */
export function sickStatus(open: OpenSpell, language: string): string[] {
  if (!open) return ['Fit for duty'];
  return [`Out sick since ${formatDisplayDate(agencyDate(open.outAt), language)}`];
}

/** The hub's line for vacation days: how many are to come, and what the bank still holds. */
export function vacationDaysStatus(days: readonly unknown[], bankMinutes: number): string[] {
  const coming =
    days.length === 0 ? 'No vacation days' : days.length === 1 ? '1 vacation day' : `${days.length} vacation days`;
  return [coming, `Bank: ${daysHeld(bankMinutes)}`];
}

/** The hub's line for holidays: how many holidays worked still wait for a choice, or that all are chosen. */
export function holidayChoicesStatus(holidays: readonly { open: boolean; choice: string | null }[]): string[] {
  const waiting = holidays.filter((h) => h.open && h.choice === null).length;
  if (holidays.length === 0) return ['No holidays worked'];
  return [
    waiting === 0 ? 'Nothing to choose' : waiting === 1 ? '1 holiday to choose' : `${waiting} holidays to choose`,
  ];
}
