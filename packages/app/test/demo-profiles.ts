import type { LoginElements } from '@crewline/protocol';
import { buildProfile, type Profile } from '../src/session/profile';
import { anEnvironment, loginElements, NO_PICK } from './factories';

/** The profiles of the six demo sign-ins (docs/architecture.md#demo-sign-ins), as the app builds them. */
const DEMO_ELEMENTS: Record<string, Partial<LoginElements>> = {
  '100001': { HEADER_PASS_0: '100001', HEADER_DEPARTMENT_0: 'DOB', division: 'DOB', HEADER_TITLE_CLASS_0: 'FT' },
  '100002': {
    HEADER_PASS_0: '100002',
    HEADER_NAME_0: 'James Okafor',
    HEADER_DEPARTMENT_0: 'DOB',
    division: 'DOB',
    HEADER_TITLE_CLASS_0: 'FT',
  },
  '100003': {
    HEADER_PASS_0: '100003',
    HEADER_NAME_0: 'Linda Chen',
    HEADER_DEPARTMENT_0: 'DOB',
    division: 'DOB',
    subdivision: 'BUS MAINTENANCE',
    HEADER_TITLE_CLASS_0: 'HR',
    ...NO_PICK,
  },
  '200001': {
    HEADER_PASS_0: '200001',
    HEADER_NAME_0: 'Robert Marino',
    HEADER_DEPARTMENT_0: 'RTO',
    division: 'RTO',
    subdivision: 'SUBWAY',
    HEADER_TITLE_CLASS_0: 'FT',
    has_upcoming_medical: 'Y',
  },
  '200002': {
    HEADER_PASS_0: '200002',
    HEADER_NAME_0: 'Angela Brooks',
    HEADER_DEPARTMENT_0: 'RTO',
    division: 'RTO',
    subdivision: 'SUBWAY',
    HEADER_TITLE_CLASS_0: 'HR',
    ...NO_PICK,
  },
  '300001': {
    HEADER_PASS_0: '300001',
    HEADER_NAME_0: "Kevin O'Shea",
    HEADER_DEPARTMENT_0: 'RTO',
    division: 'RTO',
    subdivision: 'SIRTOA',
    HEADER_TITLE_CLASS_0: 'FT',
    ...NO_PICK,
  },
};

export const DEMO_PASS_IDS = Object.keys(DEMO_ELEMENTS);

export function demoProfile(passId: string): Profile {
  const elements = DEMO_ELEMENTS[passId];
  if (!elements) throw new Error(`not a demo sign-in: ${passId}`);
  return buildProfile(loginElements(elements), {
    userName: passId,
    password: 'transit-demo',
    environment: anEnvironment(),
  });
}
