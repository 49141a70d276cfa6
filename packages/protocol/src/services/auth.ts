import { z } from 'zod';
import { FALLBACK_LOGIN_VERSION, LOGIN_PLATFORM } from '../constants';
import { metaSchema, request } from '../envelope';
import type { ServiceDef } from '../service-def';

/** docs/product.md#validation: blank or whitespace text counts as absent. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => s.trim());

export const loginRequest = z.looseObject({
  meta: metaSchema,
  LOGIN_BLOCK_TI_PASS_0: text(32)
    .pipe(z.string().regex(/^\d{1,12}$/, 'Pass id must be digits only (up to 12).'))
    .describe('Pass id.'),
  LOGIN_BLOCK_TI_SOCSEC_0: z.string().min(1, 'Password is required.').max(256).describe('Password.'),
  LOGIN_BLOCK_LISTDB_0: z
    .union([z.number().int(), z.string().max(8)])
    .describe('Index of the environment chosen at start-up.'),
  Version: z.string().max(32).default(FALLBACK_LOGIN_VERSION).describe('App version.'),
  Platform: z.string().max(32).default(LOGIN_PLATFORM).describe("Always 'ionic'."),
});

export const profileElementsShape = {
  HEADER_PASS_0: z.string().describe('Pass id.'),
  HEADER_NAME_0: z.string().describe('Full name.'),
  HEADER_DEPARTMENT_0: z.string().describe('Department code, e.g. DOB or RTO.'),
  HEADER_TITLE_CLASS_0: z.string().describe('Title class, e.g. HR.'),
  HEADER_TITLE_0: z.string().describe('Job title.'),
  HEADER_SENIORITY_NUMBER_0: z.string().describe('Seniority number (1 is the most senior).'),
  HEADER_PWD_EXPIRATION_DATE_0: z.string().describe('Password expiry as DD-MMM-YYYY; empty when none.'),
  division: z.string().describe('Division; the app derives dept from it (DOB or RTO).'),
  subdivision: z.string().describe('Subdivision, e.g. SIRTOA.'),
  PICK_DATES_DATE_TIME: z
    .string()
    .describe('Date and time of the upcoming pick turn (DD-MMM-YYYY hh:mm); empty when none.'),
  PICK_DATES_TYPE: z.string().describe('Type of the upcoming pick; empty when none.'),
  PICK_DATES_DESCRIPTION: z.string().describe('Description of the upcoming pick; empty when none.'),
  PICK_DATES_START: z.string().describe('Pick start date, DD-MMM-YYYY; empty when none.'),
  PICK_DATES_END: z.string().describe('Pick end date, DD-MMM-YYYY; empty when none.'),
  PICK_DATES_EFFECTIVE: z.string().describe('Date the picked work takes effect, DD-MMM-YYYY; empty when none.'),
  PICK_DATES_EXPIRATION: z.string().describe('Date the picked work expires, DD-MMM-YYYY; empty when none.'),
  has_upcoming_medical: z.enum(['Y', 'N']).describe("'Y' when a medical appointment is scheduled."),
  AGENCY_TIME_ZONE: z
    .string()
    .max(64)
    .optional()
    .describe(
      "The agency's time zone (IANA name, e.g. America/New_York): the app shows every time and date in it, as PICK_DATES_DATE_TIME is. Absent from gateways that do not send it; the app then uses the device's.",
    ),
  AP_TICKET: z.string().describe('The session ticket; empty until the second factor is passed.'),
} as const;

export const loginElements = z.object({
  DUO_AUTH_URL: z.string().describe('Second-factor page to open; empty when none is needed.'),
  ...profileElementsShape,
});

export type LoginElements = z.infer<typeof loginElements>;

export const loginTicketRequest = request({});
export const loginTicketElements = z.object(profileElementsShape);

export const logoutRequest = request({});
export const logoutElements = z.object({ loggedOut: z.literal(true) });

/** The second-factor page's message to the app (docs/product.md#second-factor). */
export const secondFactorMessageSchema = z.union([
  z.object({ serviceResponse: z.object({ Response: z.record(z.string(), z.unknown()) }) }),
  z.object({ error: z.string() }),
]);
export type SecondFactorMessage = z.infer<typeof secondFactorMessageSchema>;

/** Sign-in, the fresh profile of a ticket, and sign-out. */
export const AUTH_SERVICES = {
  mta_login: {
    role: 'public',
    summary: 'Sign in with pass id and password; answers with the profile and ticket, or a second-factor URL.',
    request: loginRequest,
    elements: loginElements,
  },
  mta_loginTicket: {
    role: 'employee',
    summary: 'The fresh profile for the ticket in the Authorization header.',
    request: loginTicketRequest,
    elements: loginTicketElements,
  },
  mta_logout: {
    role: 'employee',
    summary: 'Ends the session of the ticket in the Authorization header.',
    request: logoutRequest,
    elements: logoutElements,
  },
} as const satisfies Record<string, ServiceDef>;
