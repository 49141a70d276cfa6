import { describe, expect, it } from 'vitest';
import { anEnvironment, loginElements, NO_PICK } from '../../test/factories';
import { buildProfile, NO_DATE_TIME, NO_VALUE } from './profile';

const ctx = { userName: '100001', password: 'transit-demo', environment: anEnvironment({ index: 3, deptSuffix: '' }) };

describe('buildProfile', () => {
  it('fills every field of the current user from the sign-in answer', () => {
    expect(buildProfile(loginElements({ has_upcoming_medical: 'Y' }), ctx)).toEqual({
      userName: '100001',
      password: 'transit-demo',
      passId: '100001',
      fullName: 'Maria Delgado',
      businessUnit: 'DOB%FT',
      dept: 'DOB',
      subdivision: 'BUS OPERATIONS',
      title: 'Bus Operator',
      class: 'FT',
      seniority: '208',
      expiry: '2026-12-01',
      upcomingPick: {
        dateTime: '14-Dec-2026 12:15',
        type: 'GENERAL',
        description: 'Winter 2027 General Pick',
        start: '07-Dec-2026',
        end: '27-Dec-2026',
        effective: '17-Jan-2027',
        expiration: '17-Jul-2027',
        isEmpty: false,
      },
      hasUpcomingMedical: true,
      envIndex: 3,
    });
  });

  it('takes dept from the division field, not the department header', () => {
    const p = buildProfile(loginElements({ HEADER_DEPARTMENT_0: 'RTO', division: 'RTO', subdivision: 'SIRTOA' }), ctx);
    expect(p.dept).toBe('RTO');
    expect(p.subdivision).toBe('SIRTOA');
    expect(buildProfile(loginElements({ HEADER_DEPARTMENT_0: 'TA', division: 'DOB' }), ctx).dept).toBe('DOB');
  });

  it('builds businessUnit as department%titleClass plus the environment suffix', () => {
    const env = anEnvironment({ deptSuffix: '_TRN' });
    expect(buildProfile(loginElements(), { ...ctx, environment: env }).businessUnit).toBe('DOB%FT_TRN');
    expect(
      buildProfile(loginElements({ HEADER_DEPARTMENT_0: 'RTO', HEADER_TITLE_CLASS_0: 'HR' }), ctx).businessUnit,
    ).toBe('RTO%HR');
  });

  it("marks a password the agency's directory keeps, and then leaves any expiry out", () => {
    const p = buildProfile(loginElements({ PASSWORD_BY_DIRECTORY: 'Y' }), ctx);
    expect(p.passwordByDirectory).toBe(true);
    expect(p).not.toHaveProperty('expiry');
    expect(buildProfile(loginElements({ PASSWORD_BY_DIRECTORY: 'N' }), ctx)).not.toHaveProperty('passwordByDirectory');
  });

  it('leaves expiry out when the date is blank', () => {
    const p = buildProfile(loginElements({ HEADER_PWD_EXPIRATION_DATE_0: '  ' }), ctx);
    expect(p).not.toHaveProperty('expiry');
  });

  it("keeps the agency's time zone when this device knows it, and leaves it out otherwise", () => {
    expect(buildProfile(loginElements({ AGENCY_TIME_ZONE: 'America/New_York' }), ctx).timeZone).toBe(
      'America/New_York',
    );
    expect(buildProfile(loginElements({ AGENCY_TIME_ZONE: 'Nowhere/Atlantis' }), ctx)).not.toHaveProperty('timeZone');
    expect(buildProfile(loginElements(), ctx)).not.toHaveProperty('timeZone');
  });

  it("is true for upcoming medical only on 'Y'", () => {
    expect(buildProfile(loginElements({ has_upcoming_medical: 'N' }), ctx).hasUpcomingMedical).toBe(false);
  });

  it('puts placeholders in an empty upcoming pick and marks it empty', () => {
    const { upcomingPick } = buildProfile(loginElements(NO_PICK), ctx);
    expect(upcomingPick).toEqual({
      dateTime: NO_DATE_TIME,
      type: NO_VALUE,
      description: NO_VALUE,
      start: NO_VALUE,
      end: NO_VALUE,
      effective: NO_VALUE,
      expiration: NO_VALUE,
      isEmpty: true,
    });
    expect(NO_DATE_TIME).toBe('- No Date / Time -');
    expect(NO_VALUE).toBe('-');
  });

  it('is not empty when any one pick field has a value', () => {
    const { upcomingPick } = buildProfile(loginElements({ ...NO_PICK, PICK_DATES_TYPE: 'GENERAL' }), ctx);
    expect(upcomingPick.isEmpty).toBe(false);
    expect(upcomingPick.type).toBe('GENERAL');
    expect(upcomingPick.dateTime).toBe(NO_DATE_TIME);
  });
});
