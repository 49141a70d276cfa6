import type { Environment, EnvironmentList, LoginElements, ServiceMessage } from '@crewline/protocol';
import { buildEnvelope, emptyMessage } from '@crewline/protocol';

export function anEnvironment(overrides: Partial<Environment> = {}): Environment {
  return {
    type: 'production',
    host: 'https://crewline.test',
    port: '',
    user: '',
    pwd: '',
    supportEmail: 'help@crewline.test',
    androidVersion: '2.0.0',
    androidUrl: '',
    iosVersion: '2.0.0',
    iosUrl: '',
    index: 3,
    deptSuffix: '',
    ...overrides,
  };
}

export function anEnvironmentList(overrides: Partial<EnvironmentList> = {}): EnvironmentList {
  const welcome = { title: '', message: 'Hello', dismissible: true };
  return {
    servers: [anEnvironment()],
    defaultEnvType: 'production',
    welcomeMessage: welcome,
    welcomeMessage_desktop: welcome,
    passwordResetLink: 'https://reset.crewline.test',
    ...overrides,
  };
}

export function loginElements(overrides: Partial<LoginElements> = {}): LoginElements {
  return {
    DUO_AUTH_URL: '',
    HEADER_PASS_0: '100001',
    HEADER_NAME_0: 'Maria Delgado',
    HEADER_DEPARTMENT_0: 'DOB',
    HEADER_TITLE_CLASS_0: 'FT',
    HEADER_TITLE_0: 'Bus Operator',
    HEADER_SENIORITY_NUMBER_0: '208',
    HEADER_PWD_EXPIRATION_DATE_0: '01-Dec-2026',
    division: 'DOB',
    subdivision: 'BUS OPERATIONS',
    PICK_DATES_DATE_TIME: '14-Dec-2026 12:15',
    PICK_DATES_TYPE: 'GENERAL',
    PICK_DATES_DESCRIPTION: 'Winter 2027 General Pick',
    PICK_DATES_START: '07-Dec-2026',
    PICK_DATES_END: '27-Dec-2026',
    PICK_DATES_EFFECTIVE: '17-Jan-2027',
    PICK_DATES_EXPIRATION: '17-Jul-2027',
    has_upcoming_medical: 'N',
    AP_TICKET: 'ticket-1',
    ...overrides,
  };
}

export const NO_PICK = {
  PICK_DATES_DATE_TIME: '',
  PICK_DATES_TYPE: ' ',
  PICK_DATES_DESCRIPTION: '',
  PICK_DATES_START: '',
  PICK_DATES_END: '',
  PICK_DATES_EFFECTIVE: '',
  PICK_DATES_EXPIRATION: '',
} satisfies Partial<LoginElements>;

/** A service response body as the server sends it. */
export function anEnvelope(service: string, message: Partial<ServiceMessage> = {}, elements?: unknown) {
  return buildEnvelope(service, { ...emptyMessage('tx-1', ''), ...message }, elements);
}

/** A fetch double answering with JSON (or a function of the request). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
