import type { z } from 'zod';
import type { ServiceDef } from './service-def';
import { APP_LOG_SERVICES } from './services/app-log';
import { AUTH_SERVICES, ENROL_SERVICES } from './services/auth';
import { CALENDAR_FEED_SERVICES } from './services/calendar-feed';
import { DEVICE_SERVICES } from './services/devices';
import { LEAVE_SERVICES } from './services/leave';
import { MY_TIME_SERVICES } from './services/my-time';
import { NOTIFICATION_SERVICES } from './services/notifications';
import { OT_AVAILABILITY_SERVICES } from './services/ot-availability';
import { PICK_BOARD_SERVICES, RTO_PICK_BOARD_SERVICES } from './services/pick-board';
import { PICK_OFFICE_SERVICES } from './services/pick-office';
import { PICK_PREFERENCE_SERVICES } from './services/pick-preferences';
import { PICK_RESULT_SERVICES } from './services/pick-results';
import { PICKED_JOB_SERVICES } from './services/picked-jobs';
import { SCHEDULED_ASSIGNMENT_SERVICES } from './services/scheduled-assignments';
import { TIMECARD_SERVICES } from './services/timecard';
import { TRAINING_SERVICES } from './services/training';
import { VACATION_RELIEF_SERVICES } from './services/vacation-relief';

/** Every service the server offers, by wire name. One entry per service, nowhere else. */
export const SERVICES = {
  ...AUTH_SERVICES,
  ...ENROL_SERVICES,
  ...APP_LOG_SERVICES,
  ...TIMECARD_SERVICES,
  ...SCHEDULED_ASSIGNMENT_SERVICES,
  ...CALENDAR_FEED_SERVICES,
  ...LEAVE_SERVICES,
  ...PICKED_JOB_SERVICES,
  ...PICK_BOARD_SERVICES,
  ...RTO_PICK_BOARD_SERVICES,
  ...PICK_PREFERENCE_SERVICES,
  ...PICK_RESULT_SERVICES,
  ...PICK_OFFICE_SERVICES,
  ...VACATION_RELIEF_SERVICES,
  ...TRAINING_SERVICES,
  ...MY_TIME_SERVICES,
  ...OT_AVAILABILITY_SERVICES,
  ...DEVICE_SERVICES,
  ...NOTIFICATION_SERVICES,
} as const satisfies Record<string, ServiceDef>;

export type { ServiceDef };

export type ServiceName = keyof typeof SERVICES;
export type ServiceRequest<S extends ServiceName> = z.input<(typeof SERVICES)[S]['request']>;
export type ServiceElements<S extends ServiceName> = z.infer<(typeof SERVICES)[S]['elements']>;

export function isServiceName(name: string): name is ServiceName {
  return Object.hasOwn(SERVICES, name);
}
