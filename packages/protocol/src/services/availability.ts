import type { ServiceDef } from '../service-def';

/** Overtime availability (RTO, not SIRTOA). */
export const AVAILABILITY_SERVICES = {} as const satisfies Record<string, ServiceDef>;
