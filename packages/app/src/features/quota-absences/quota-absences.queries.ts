import { useQuery } from '@tanstack/react-query';
import type { ServicePayload } from '../../api/service-client';
import { serviceQuery } from '../../api/service-query';

/** One year's quota absences and the years to choose from; undefined: the current year. */
export function useQuotaAbsences(year: number | undefined) {
  const payload: ServicePayload<'mta_quotaAbsences'> = year === undefined ? {} : { year };
  return useQuery(serviceQuery('mta_quotaAbsences', payload, { loading: true }));
}
