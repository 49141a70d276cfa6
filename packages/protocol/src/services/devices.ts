import type { ServiceDef } from '../service-def';

/** The device's push subscription and biometric support log. */
export const DEVICE_SERVICES = {} as const satisfies Record<string, ServiceDef>;
