import { useQuery } from '@tanstack/react-query';
import type { ServicePayload } from '../../api/service-client';
import { serviceQuery } from '../../api/service-query';

/** The employee's leave banks; kept in memory for the session (docs/product.md#caching). */
export function useLeaveBalances() {
  return useQuery(serviceQuery('mta_leaveBalances', {}, { loading: true }));
}

/** One year's quota absences and the years to choose from; undefined: the current year. */
export function useQuotaAbsences(year: number | undefined) {
  const payload: ServicePayload<'mta_quotaAbsences'> = year === undefined ? {} : { year };
  return useQuery(serviceQuery('mta_quotaAbsences', payload, { loading: true }));
}
