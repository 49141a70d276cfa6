import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';

/** The employee's leave banks; kept in memory for the session (spec §7 Caching). */
export function useLeaveBalances() {
  return useQuery(serviceQuery('mta_leaveBalances', {}, { loading: true }));
}
