import { z } from 'zod';
import { request } from '../envelope';
import type { ServiceDef } from '../service-def';
import { instant } from './schema-parts';
import { vrBidSchema } from './vacation-relief';

/**
 * My Time (spec §2 home/my-time, §7 RTO "My Time"): the day-to-day of subway staff — here the
 * relief work they were given and their medical appointments (training: services/training.ts).
 */

export const medicalSchedulingRequest = request({});
export const medicalSchedulingElements = z.object({
  appointments: z
    .array(
      z.object({
        startsAt: instant('When to be there'),
        kind: z.string().describe('What it is, e.g. "Biennial medical examination".'),
        location: z.string().describe('Where, as the medical office gives it.'),
        instructions: z.string().nullable().describe('What to bring or do before; null when nothing.'),
      }),
    )
    .describe("The employee's medical appointments to come, soonest first (the profile's has_upcoming_medical)."),
});

export const vrPickedJobsRequest = request({});
export const vrPickedJobsElements = z.object({
  jobs: z
    .array(
      z.object({
        pick: z.string().describe('The pick whose vacations were relieved.'),
        choice: z.number().int().nullable().describe('Its place in my ranked bids; null when picked after the turn.'),
        bid: vrBidSchema.describe('The relief work: whose vacation, the job, its days and times, its weeks.'),
      }),
    )
    .describe('The relief work the employee was awarded, by first week.'),
});

/** My Time (RTO). */
export const MY_TIME_SERVICES = {
  mta_vrPickedJobs: {
    role: 'RTO',
    summary: 'The vacation relief work the employee was awarded, week by week, with the covered job’s days and times.',
    request: vrPickedJobsRequest,
    elements: vrPickedJobsElements,
  },
  mta_medicalScheduling: {
    role: 'RTO',
    summary: "The employee's medical appointments to come: what, when, where, and what to bring.",
    request: medicalSchedulingRequest,
    elements: medicalSchedulingElements,
  },
} as const satisfies Record<string, ServiceDef>;
