import type { LEAVE_SERVICES } from '@crewline/protocol';
import { cachedRecords } from '../../exec/cached-records';
import type { HandlersOf } from '../../exec/handlers';
import { leaveBalances, quotaAbsences } from './leave.service';

export const LEAVE_HANDLERS: HandlersOf<typeof LEAVE_SERVICES> = {
  mta_leaveBalances: cachedRecords('mta_leaveBalances', leaveBalances),
  mta_quotaAbsences: cachedRecords('mta_quotaAbsences', quotaAbsences),
};
