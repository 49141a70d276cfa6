import { LEAVE_BANKS as BANKS } from '@crewline/protocol';
import { ABSENCE_PAY_CODE } from '../../../lib/absence-kinds';
import { TURN_ROUND_KINDS } from '../../pick';

/** The departments an agency's files name: DOB (Department of Buses) and RTO (Rapid Transit Operations). */
export const DEPARTMENTS = ['DOB', 'RTO'] as const;
export { OFFICE_ROLES } from '@crewline/protocol';
export const ROUND_KINDS: readonly string[] = TURN_ROUND_KINDS;
export const LEAVE_BANKS: readonly string[] = BANKS.map((b) => b.code);
export const ABSENCE_KINDS: readonly string[] = Object.keys(ABSENCE_PAY_CODE);
