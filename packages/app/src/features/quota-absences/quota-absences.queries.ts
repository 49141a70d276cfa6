import { useQuery } from '@tanstack/react-query';
import type { ServicePayload } from '../../api/service-client';
import { serviceQuery } from '../../app/service-query';
import { serviceClient } from '../../app/services';
import { withLoading } from '../../ui/feedback.store';

/** One year's quota absences and the years to choose from; undefined: the current year. */
export function useQuotaAbsences(year: number | undefined) {
  const payload: ServicePayload<'mta_quotaAbsences'> = year === undefined ? {} : { year };
  return useQuery({
    ...serviceQuery('mta_quotaAbsences', payload),
    queryFn: () => withLoading(() => serviceClient.call('mta_quotaAbsences', payload)),
  });
}
