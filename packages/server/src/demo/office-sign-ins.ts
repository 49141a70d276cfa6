import type { OfficeRole } from '@crewline/protocol';
import type { DemoPerson } from './demo-person';

/**
 * The demo agency's pick office (docs/pick.md#the-pick-office): sign-ins like the employees'
 * (same password), each with a second factor. They are not drawn from the seed's random
 * numbers and stand outside its size, so the rest of the agency is the same with them as without.
 */
export interface OfficeSignIn extends DemoPerson {
  officeRole: OfficeRole;
  /** A clerk's depots and terminals. */
  officeGroups: readonly string[];
}

export const OFFICE_SIGN_INS: readonly OfficeSignIn[] = [
  {
    passId: '900001',
    firstName: 'Denise',
    lastName: 'Walker',
    department: 'DOB',
    subdivision: 'PICK OFFICE',
    title: 'Pick Clerk',
    titleClass: 'HR',
    depotCode: 'FB',
    officeRole: 'PICK_CLERK',
    officeGroups: ['FB'],
    description: 'Pick office clerk, Flatbush depot (FB): the office, live monitor; second factor required (TOTP)',
  },
  {
    passId: '900002',
    firstName: 'Harold',
    lastName: 'Kim',
    department: 'DOB',
    subdivision: 'PICK OFFICE',
    title: 'Pick Supervisor',
    titleClass: 'HR',
    depotCode: 'FB',
    officeRole: 'PICK_SUPERVISOR',
    officeGroups: [],
    description: 'Pick office supervisor, all groups: the office, public monitors; second factor required (TOTP)',
  },
];
