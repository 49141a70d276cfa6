import { addDays } from '@crewline/protocol';
import type { EmployeeRow } from './employees';
import { OFFICE_SIGN_INS } from './office-sign-ins';

/** How long the office people have been with the agency: after every generated hire, so no one's number moves. */
const OFFICE_SERVICE_DAYS = 30;

/**
 * The pick office's rows, after the agency's: each at the end of their department's seniority
 * list (no pick group holds them: they are not operators). No password yet (seed.ts gives it).
 */
export function officeEmployees(agency: readonly EmployeeRow[], today: string): EmployeeRow[] {
  const last = new Map<string, number>();
  for (const e of agency) last.set(e.department, Math.max(last.get(e.department) ?? 0, e.seniorityNumber));
  return OFFICE_SIGN_INS.map((o) => {
    const seniorityNumber = (last.get(o.department) ?? 0) + 1;
    last.set(o.department, seniorityNumber);
    return {
      passId: o.passId,
      firstName: o.firstName,
      lastName: o.lastName,
      department: o.department,
      division: o.department,
      subdivision: o.subdivision,
      title: o.title,
      titleClass: o.titleClass,
      seniorityNumber,
      seniorityDate: addDays(today, -OFFICE_SERVICE_DAYS),
      depotCode: o.depotCode,
      passwordExpiresOn: addDays(today, 90),
      officeRole: o.officeRole,
      officeGroups: [...o.officeGroups],
    };
  });
}
