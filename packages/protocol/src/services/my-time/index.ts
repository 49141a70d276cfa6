import type { ServiceDef } from '../../service-def';
import { DAY_OFF_SERVICES } from './day-off';
import { HOLIDAY_CHOICE_SERVICES } from './holiday-choices';
import { MEDICAL_SERVICES } from './medical';
import { MISCELLANEOUS_SERVICES } from './miscellaneous';
import { SICK_NOTIFY_SERVICES } from './sick-notify';
import { VACATION_DAYS_SERVICES } from './vacation-days';

/**
 * My Time (home/my-time, docs/product.md#my-time): the day-to-day of subway staff, one sub-area a
 * file — days off, holiday choices, medical appointments, miscellaneous requests, sick notify,
 * vacation in days (training: services/training.ts; the relief work given: services/vacation-relief.ts).
 */
export * from './day-off';
export * from './holiday-choices';
export * from './medical';
export * from './miscellaneous';
export * from './sick-notify';
export * from './vacation-days';

/** Every My Time service (RTO). */
export const MY_TIME_SERVICES = {
  ...MEDICAL_SERVICES,
  ...DAY_OFF_SERVICES,
  ...MISCELLANEOUS_SERVICES,
  ...SICK_NOTIFY_SERVICES,
  ...VACATION_DAYS_SERVICES,
  ...HOLIDAY_CHOICE_SERVICES,
} as const satisfies Record<string, ServiceDef>;
