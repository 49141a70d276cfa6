import {
  type Environment,
  headerDateToIso,
  OFFICE_ROLES,
  type OfficeSubject,
  type ServiceElements,
} from '@crewline/protocol';
import { usableZone } from '../lib/time-zone';

/** The profile fields every sign-in answer carries (mta_login and mta_loginTicket). */
export type ProfileElements = ServiceElements<'mta_loginTicket'>;

export const NO_DATE_TIME = '- No Date / Time -';
export const NO_VALUE = '-';

export interface UpcomingPick {
  dateTime: string;
  type: string;
  description: string;
  start: string;
  end: string;
  effective: string;
  expiration: string;
  /** True when every field is its placeholder. */
  isEmpty: boolean;
}

/** The current user (docs/product.md#current-user-profile). The password is held in memory only. */
export interface Profile {
  userName: string;
  password: string;
  passId: string;
  fullName: string;
  businessUnit: string;
  dept: string;
  subdivision: string;
  title: string;
  class: string;
  seniority: string;
  /** Password expiry, ISO YYYY-MM-DD; absent when the answer left it blank, or the directory keeps the password. */
  expiry?: string;
  /**
   * The agency's directory keeps the password (PASSWORD_BY_DIRECTORY): the app offers no change
   * of password and no expiry note. Absent when Crewline keeps it.
   */
  passwordByDirectory?: true;
  upcomingPick: UpcomingPick;
  hasUpcomingMedical: boolean;
  envIndex: number;
  /** The agency's time zone, when the gateway sent one this device knows (session/agency-time.ts). */
  timeZone?: string;
  /** The pick office role, for an office person: the app opens the office for them. */
  office?: OfficeSubject;
}

/** The office role of a sign-in answer; undefined for everyone outside the pick office. */
export function officeOf(e: Pick<ProfileElements, 'OFFICE_ROLE' | 'OFFICE_GROUPS'>): OfficeSubject | undefined {
  const role = OFFICE_ROLES.find((r) => r === e.OFFICE_ROLE);
  if (!role) return undefined;
  const groups = (e.OFFICE_GROUPS ?? '')
    .split(';')
    .map((g) => g.trim())
    .filter((g) => g !== '');
  return { role, groups };
}

/** docs/product.md#validation: blank or whitespace counts as absent. */
const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};

export function buildUpcomingPick(e: ProfileElements): UpcomingPick {
  const fields = {
    dateTime: present(e.PICK_DATES_DATE_TIME),
    type: present(e.PICK_DATES_TYPE),
    description: present(e.PICK_DATES_DESCRIPTION),
    start: present(e.PICK_DATES_START),
    end: present(e.PICK_DATES_END),
    effective: present(e.PICK_DATES_EFFECTIVE),
    expiration: present(e.PICK_DATES_EXPIRATION),
  };
  return {
    dateTime: fields.dateTime ?? NO_DATE_TIME,
    type: fields.type ?? NO_VALUE,
    description: fields.description ?? NO_VALUE,
    start: fields.start ?? NO_VALUE,
    end: fields.end ?? NO_VALUE,
    effective: fields.effective ?? NO_VALUE,
    expiration: fields.expiration ?? NO_VALUE,
    isEmpty: Object.values(fields).every((value) => value === undefined),
  };
}

export interface ProfileContext {
  userName: string;
  password: string;
  environment: Pick<Environment, 'index' | 'deptSuffix'>;
}

/** Builds the current user from a sign-in answer (docs/product.md#current-user-profile). */
export function buildProfile(e: ProfileElements, ctx: ProfileContext): Profile {
  const expiry = headerDateToIso(e.HEADER_PWD_EXPIRATION_DATE_0);
  const profile: Profile = {
    userName: ctx.userName,
    password: ctx.password,
    passId: e.HEADER_PASS_0.trim(),
    fullName: e.HEADER_NAME_0.trim(),
    businessUnit: `${e.HEADER_DEPARTMENT_0.trim()}%${e.HEADER_TITLE_CLASS_0.trim()}${ctx.environment.deptSuffix.trim()}`,
    dept: e.division.trim(),
    subdivision: e.subdivision.trim(),
    title: e.HEADER_TITLE_0.trim(),
    class: e.HEADER_TITLE_CLASS_0.trim(),
    seniority: e.HEADER_SENIORITY_NUMBER_0.trim(),
    upcomingPick: buildUpcomingPick(e),
    hasUpcomingMedical: e.has_upcoming_medical === 'Y',
    envIndex: ctx.environment.index,
  };
  if (e.PASSWORD_BY_DIRECTORY === 'Y') profile.passwordByDirectory = true;
  else if (expiry !== undefined) profile.expiry = expiry;
  const timeZone = usableZone(e.AGENCY_TIME_ZONE);
  if (timeZone !== undefined) profile.timeZone = timeZone;
  const office = officeOf(e);
  if (office !== undefined) profile.office = office;
  return profile;
}
