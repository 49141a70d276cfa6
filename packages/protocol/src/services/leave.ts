import type { ServiceDef } from '../service-def';

/** Leave balances and quota absences. */
export const LEAVE_SERVICES = {} as const satisfies Record<string, ServiceDef>;
