import type { PayCode, ServiceName } from '@crewline/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ServicePayload } from '../../api/service-client';
import { serviceQuery } from '../../app/service-query';
import { serviceClient } from '../../app/services';
import { withLoading } from '../../ui/feedback.store';

/** A service call under the loading indicator, kept as the registry says (spec §7 Caching). */
function timecardQuery<S extends ServiceName>(service: S, payload: ServicePayload<S>) {
  return { ...serviceQuery(service, payload), queryFn: () => withLoading(() => serviceClient.call(service, payload)) };
}

/** The pay weeks that have a timecard, newest first. */
export function useTimecardWeeks() {
  return useQuery(timecardQuery('mta_timecardWeeks', {}));
}

/** One pay week's timecard; idle until a week is chosen. */
export function useTimecard(weekStart: string | undefined) {
  return useQuery({
    ...timecardQuery('mta_timecard', { weekStart: weekStart ?? '' }),
    enabled: weekStart !== undefined,
  });
}

/** Every pay code by its code, for chips and legends. */
export function usePayCodes(): ReadonlyMap<string, PayCode> {
  const { data } = useQuery(timecardQuery('mta_timecardColors', {}));
  return useMemo(() => new Map((data?.payCodes ?? []).map((p) => [p.code, p])), [data]);
}
