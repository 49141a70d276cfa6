import type { ServiceDef } from '../service-def';

/** Timecards: the pay weeks, one week, and the pay-code colours. */
export const TIMECARD_SERVICES = {} as const satisfies Record<string, ServiceDef>;
