import type { ServiceDef } from '../service-def';

/** The employee's secret calendar (iCalendar) address. */
export const CALENDAR_FEED_SERVICES = {} as const satisfies Record<string, ServiceDef>;
