import type { ServiceDef } from '../service-def';

/** Scheduled assignments: what the employee works, day by day. */
export const ASSIGNMENT_SERVICES = {} as const satisfies Record<string, ServiceDef>;
