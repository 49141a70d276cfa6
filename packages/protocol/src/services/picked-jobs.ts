import type { ServiceDef } from '../service-def';

/** Picked jobs: the pick periods, and the employee's current and future jobs. */
export const PICKED_JOB_SERVICES = {} as const satisfies Record<string, ServiceDef>;
