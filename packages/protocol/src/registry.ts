import type { z } from 'zod';
import type { Role } from './roles';
import * as appLog from './services/app-log';
import * as common from './services/common';

export interface ServiceDef {
  /** Who may call it (see roles.ts). */
  role: Role;
  summary: string;
  request: z.ZodType;
  elements: z.ZodType;
  /** The app keeps responses in memory per payload (spec §7 Caching). */
  cached?: boolean;
  /** Never written to the app log (the app-log service itself). */
  unlogged?: boolean;
}

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
} as const satisfies Record<string, ServiceDef>;

export type ServiceName = keyof typeof SERVICES;
export type ServiceRequest<S extends ServiceName> = z.input<(typeof SERVICES)[S]['request']>;
export type ServiceElements<S extends ServiceName> = z.infer<(typeof SERVICES)[S]['elements']>;

export function isServiceName(name: string): name is ServiceName {
  return Object.hasOwn(SERVICES, name);
}
