import { ASSIGNMENT_TEXTS, type ServiceElements } from '@crewline/protocol';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { type TrainingRow, trainingDay, trainingDaysFrom } from './training.repository';

/** A course's day: the seed and the records always give course, place and times; the words stand in when one is missing. */
const dayOf = (r: TrainingRow) => ({
  date: r.date,
  course: r.course ?? ASSIGNMENT_TEXTS.kinds.TRAINING,
  location: r.location ?? '',
  startMinutes: r.startMinutes ?? 0,
  endMinutes: r.endMinutes ?? r.paidMinutes,
});

/** mta_trainingAssignments: the employee's training days from 1 January of this year on. */
export async function trainingAssignments({
  db,
  session,
  now,
  config,
}: SignedInContext): Promise<ServiceElements<'mta_trainingAssignments'>> {
  const today = localIsoDate(now, config.timeZone);
  const rows = await trainingDaysFrom(db, session.passId, `${today.slice(0, 4)}-01-01`);
  return { today, assignments: rows.map(dayOf) };
}

/** mta_trainingDetailsByDate: one day's training of the employee, with how it is paid. */
export async function trainingDetailsByDate(
  { db, session }: SignedInContext,
  { date }: InputOf<'mta_trainingDetailsByDate'>,
): Promise<ServiceElements<'mta_trainingDetailsByDate'>> {
  const row = await trainingDay(db, session.passId, date);
  return {
    date,
    training: row ? { ...dayOf(row), paidMinutes: row.paidMinutes, payCode: row.payCode } : null,
  };
}
