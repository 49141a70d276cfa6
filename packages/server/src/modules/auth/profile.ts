import {
  isoToHeaderDate,
  OFFICE_ROLES,
  type OfficeSubject,
  type RoleSubject,
  type ServiceElements,
} from '@crewline/protocol';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EmployeeRow } from '../../exec/handlers';
import { headerDateTime, localIsoDate } from '../../lib/local-time';
import { cachePerOwner } from '../../lib/ttl-cache';
import { hasUpcomingMedical } from '../my-time';
import { type UpcomingPickTurn, upcomingPickTurn } from '../pick';

export type ProfileElements = ServiceElements<'mta_loginTicket'>;

/** What the role rules of protocol/roles.ts look at. */
export function roleSubject(
  e: Pick<EmployeeRow, 'department' | 'subdivision' | 'titleClass' | 'officeRole' | 'officeGroups'>,
): RoleSubject {
  return {
    dept: e.department,
    subdivision: e.subdivision,
    class: e.titleClass,
    office: officeSubject(e),
  };
}

/** The employee's pick office role as the import wrote it; null for everyone outside the office. */
function officeSubject(e: Pick<EmployeeRow, 'officeRole' | 'officeGroups'>): OfficeSubject | null {
  const role = OFFICE_ROLES.find((r) => r === e.officeRole);
  return role ? { role, groups: role === 'PICK_CLERK' ? e.officeGroups : [] } : null;
}

function pickDates(turn: UpcomingPickTurn | null, timeZone: string) {
  return {
    PICK_DATES_DATE_TIME: turn ? headerDateTime(turn.turnAt, timeZone) : '',
    PICK_DATES_TYPE: turn?.type ?? '',
    PICK_DATES_DESCRIPTION: turn?.description ?? '',
    PICK_DATES_START: turn ? isoToHeaderDate(turn.startDate) : '',
    PICK_DATES_END: turn ? isoToHeaderDate(turn.endDate) : '',
    PICK_DATES_EFFECTIVE: turn ? isoToHeaderDate(turn.effectiveDate) : '',
    PICK_DATES_EXPIRATION: turn ? isoToHeaderDate(turn.expirationDate) : '',
  };
}

/** The profile fields of docs/product.md#sign-in for an employee, with the ticket of their session. */
export async function profileElements(
  db: Db,
  employee: EmployeeRow,
  ticket: string,
  now: Date,
  config: Config,
): Promise<ProfileElements> {
  const today = localIsoDate(now, config.timeZone);
  const key = `${employee.passId}|${today}`;
  const cache = profileCache(db, config.sessionCacheMs);
  const cached = await cache.getOrLoad(key, now.getTime(), async () =>
    employeeProfile(
      employee,
      (await upcomingPickTurn(db, employee.passId, today, now)) ?? null,
      await hasUpcomingMedical(db, employee.passId, now),
      config,
    ),
  );
  return { ...cached, AP_TICKET: ticket };
}

/**
 * Profiles just built, for the same short time as sessions (see sessions.service.ts): the
 * employee row comes with the session, the upcoming pick costs a query.
 */
const profileCache = cachePerOwner<Db, string, Omit<ProfileElements, 'AP_TICKET'>>();

/** This process forgets the employee's profile of today: their row changed (a new password expiry). */
export function forgetProfile(db: Db, config: Config, passId: string, now: Date): void {
  profileCache(db, config.sessionCacheMs).delete(`${passId}|${localIsoDate(now, config.timeZone)}`);
}

function employeeProfile(
  employee: EmployeeRow,
  turn: UpcomingPickTurn | null,
  medical: boolean,
  { timeZone, directory }: Pick<Config, 'timeZone' | 'directory'>,
): Omit<ProfileElements, 'AP_TICKET'> {
  // With the directory, an expiry left in our row from before (an import) is no password's any more.
  const expiresOn = directory ? null : employee.passwordExpiresOn;
  return {
    HEADER_PASS_0: employee.passId,
    HEADER_NAME_0: `${employee.firstName} ${employee.lastName}`,
    HEADER_DEPARTMENT_0: employee.department,
    HEADER_TITLE_CLASS_0: employee.titleClass,
    HEADER_TITLE_0: employee.title,
    HEADER_SENIORITY_NUMBER_0: String(employee.seniorityNumber),
    HEADER_PWD_EXPIRATION_DATE_0: expiresOn ? isoToHeaderDate(expiresOn) : '',
    division: employee.division,
    subdivision: employee.subdivision,
    ...pickDates(turn, timeZone),
    has_upcoming_medical: medical ? 'Y' : 'N',
    AGENCY_TIME_ZONE: timeZone,
    ...officeElements(officeSubject(employee)),
    PASSWORD_BY_DIRECTORY: directory ? 'Y' : 'N',
  };
}

function officeElements(office: OfficeSubject | null): Pick<ProfileElements, 'OFFICE_ROLE' | 'OFFICE_GROUPS'> {
  return { OFFICE_ROLE: office?.role ?? '', OFFICE_GROUPS: (office?.groups ?? []).join(';') };
}

/** The answer to a correct password when a second factor is still due: everything empty but its URL. */
export function secondFactorElements(url: string): ServiceElements<'mta_login'> {
  return {
    DUO_AUTH_URL: url,
    HEADER_PASS_0: '',
    HEADER_NAME_0: '',
    HEADER_DEPARTMENT_0: '',
    HEADER_TITLE_CLASS_0: '',
    HEADER_TITLE_0: '',
    HEADER_SENIORITY_NUMBER_0: '',
    HEADER_PWD_EXPIRATION_DATE_0: '',
    division: '',
    subdivision: '',
    ...pickDates(null, ''),
    has_upcoming_medical: 'N',
    ...officeElements(null),
    AP_TICKET: '',
  };
}
