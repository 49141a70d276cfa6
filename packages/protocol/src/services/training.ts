import { z } from 'zod';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';
import { isoDate, minutes } from './schema-parts';

/**
 * Training (docs/product.md#my-time, Medical Scheduling / Training): the days an employee is
 * taken off their job for a course — what, where and when. My Time's medical scheduling and
 * training screen reads them.
 */

export const TRAINING_TEXTS = {
  date: 'Choose a day, YYYY-MM-DD, from mta_trainingAssignments.',
} as const;

const trainingDay = z.object({
  date: isoDate('The training day'),
  course: z.string().describe('The course, e.g. "Rules and procedures recertification".'),
  location: z.string().describe('Where it is given, e.g. "Training Center, Jay Street".'),
  startMinutes: minutes('Start of the course'),
  endMinutes: minutes('End of the course'),
});

export const trainingAssignmentsRequest = request({});
export const trainingAssignmentsElements = z.object({
  today: isoDate("The server's today in the agency's time zone: days before it are done"),
  assignments: z
    .array(trainingDay)
    .describe("The employee's training days of this year and every one to come, in order."),
});

export const trainingDetailsByDateRequest = request({
  date: z.iso.date({ error: TRAINING_TEXTS.date }).describe('The day, YYYY-MM-DD.'),
});
export const trainingDetailsByDateElements = z.object({
  date: isoDate('The day asked for'),
  training: trainingDay
    .extend({
      paidMinutes: z.number().int().min(0).describe('Paid time of the day, in minutes (straight time, pay code TRN).'),
      payCode: z.string().nullable().describe('The pay code the day is paid under on the timecard (TRN in the demo).'),
    })
    .nullable()
    .describe('The training of that day; null when the employee has none that day.'),
});

/** Training (RTO). */
export const TRAINING_SERVICES = {
  mta_trainingAssignments: {
    role: 'RTO',
    summary: "The employee's training days of this year and to come: course, place and times.",
    request: trainingAssignmentsRequest,
    elements: trainingAssignmentsElements,
  },
  mta_trainingDetailsByDate: {
    role: 'RTO',
    summary: "One day's training: the course, where, when, and how the day is paid.",
    request: trainingDetailsByDateRequest,
    elements: trainingDetailsByDateElements,
  },
} as const satisfies Record<string, ServiceDef>;
