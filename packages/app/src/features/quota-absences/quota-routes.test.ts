import { describe, expect, it } from 'vitest';
import { demoProfile } from '../../../test/demo-profiles';
import { PATHS } from '../../app/paths';
import { redirectFor, routeFor } from '../../app/routes';

describe('quota absences routes', () => {
  it('keeps the picker DOB only (spec §2) and opens the viewer to every employee', () => {
    expect(routeFor(PATHS.quotaAbsencesPicker)?.access).toEqual({ role: 'DOB' });
    expect(routeFor(PATHS.quotaAbsencesViewer)?.access).toEqual({ role: 'employee' });
    expect(routeFor(PATHS.quotaAbsencesViewer)?.menu).toBeUndefined();
  });

  it('lets RTO reach the viewer (from Leave Balances) but not the picker', () => {
    for (const passId of ['200001', '200002', '300001']) {
      expect(redirectFor(PATHS.quotaAbsencesViewer, demoProfile(passId))).toBeUndefined();
      expect(redirectFor(PATHS.quotaAbsencesPicker, demoProfile(passId))).toBe(PATHS.root);
      expect(redirectFor(PATHS.leaveBalances, demoProfile(passId))).toBeUndefined();
    }
    expect(redirectFor(PATHS.quotaAbsencesPicker, demoProfile('100001'))).toBeUndefined();
    expect(redirectFor(PATHS.quotaAbsencesViewer, demoProfile('100003'))).toBeUndefined();
    expect(redirectFor(PATHS.quotaAbsencesViewer, undefined)).toBe(PATHS.root);
  });
});
