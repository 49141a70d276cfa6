import type { PayCode } from '@crewline/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { serviceQuery } from '../../api/service-query';

/** The pay weeks that have a timecard, newest first. */
export function useTimecardWeeks() {
  return useQuery(serviceQuery('mta_timecardWeeks', {}, { loading: true }));
}

/** One pay week's timecard; idle until a week is chosen. */
export function useTimecard(weekStart: string | undefined) {
  return useQuery({
    ...serviceQuery('mta_timecard', { weekStart: weekStart ?? '' }, { loading: true }),
    enabled: weekStart !== undefined,
  });
}

/** Every pay code by its code, for chips and legends. */
export function usePayCodes(): ReadonlyMap<string, PayCode> {
  const { data } = useQuery(serviceQuery('mta_timecardColors', {}, { loading: true }));
  return useMemo(() => new Map((data?.payCodes ?? []).map((p) => [p.code, p])), [data]);
}
