import type { z } from 'zod';
import type { ServiceDef } from './service-def';
import * as appLog from './services/app-log';
import { ASSIGNMENT_SERVICES } from './services/assignments';
import { AVAILABILITY_SERVICES } from './services/availability';
import { CALENDAR_FEED_SERVICES } from './services/calendar-feed';
import * as common from './services/common';
import { DEVICE_SERVICES } from './services/devices';
import { LEAVE_SERVICES } from './services/leave';
import { PICKED_JOB_SERVICES } from './services/picked-jobs';
import { TIMECARD_SERVICES } from './services/timecards';

/** Every service the server offers, by wire name. One entry per service, nowhere else. */
export const SERVICES = {
  mta_login: {
    role: 'public',
    summary: 'Sign in with pass id and password; answers with the profile and ticket, or a second-factor URL.',
    request: common.loginRequest,
    elements: common.loginElements,
  },
  mta_loginTicket: {
    role: 'employee',
    summary: 'The fresh profile for the ticket in the Authorization header.',
    request: common.loginTicketRequest,
    elements: common.loginTicketElements,
  },
  mta_logout: {
    role: 'employee',
    summary: 'Ends the session of the ticket in the Authorization header.',
    request: common.logoutRequest,
    elements: common.logoutElements,
  },
  mta_appLog: {
    role: 'employee',
    summary:
      "Sends the app's in-memory log to support for the signed-in employee; a retry with the same batchId is kept once.",
    request: appLog.appLogRequest,
    elements: appLog.appLogElements,
    unlogged: true,
  },
  ...TIMECARD_SERVICES,
  ...ASSIGNMENT_SERVICES,
  ...CALENDAR_FEED_SERVICES,
  ...LEAVE_SERVICES,
  ...PICKED_JOB_SERVICES,
  ...AVAILABILITY_SERVICES,
  ...DEVICE_SERVICES,
} as const satisfies Record<string, ServiceDef>;

export type { ServiceDef };

export type ServiceName = keyof typeof SERVICES;
export type ServiceRequest<S extends ServiceName> = z.input<(typeof SERVICES)[S]['request']>;
export type ServiceElements<S extends ServiceName> = z.infer<(typeof SERVICES)[S]['elements']>;

export function isServiceName(name: string): name is ServiceName {
  return Object.hasOwn(SERVICES, name);
}
