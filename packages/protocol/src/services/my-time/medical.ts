import { z } from 'zod';
import { request } from '../../envelope';
import type { ServiceDef } from '../../service-def';
import { instant } from '../schema-parts';

/** My Time's medical appointments (docs/product.md#my-time; training: services/training.ts). */

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

/** My Time: medical appointments (RTO). */
export const MEDICAL_SERVICES = {
  mta_medicalScheduling: {
    role: 'RTO',
    summary: "The employee's medical appointments to come: what, when, where, and what to bring.",
    request: medicalSchedulingRequest,
    elements: medicalSchedulingElements,
  },
} as const satisfies Record<string, ServiceDef>;
