import type { LEAVE_SERVICES } from '@crewline/protocol';
import type { HandlersOf } from '../../exec/handlers';
import { leaveBalances, quotaAbsences } from './leave.service';

export const LEAVE_HANDLERS: HandlersOf<typeof LEAVE_SERVICES> = {
  mta_leaveBalances: leaveBalances,
  mta_quotaAbsences: quotaAbsences,
};
