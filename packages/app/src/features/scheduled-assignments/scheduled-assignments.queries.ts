import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';
import type { DateRange } from './assignment-range';

/** The employee's days of a range, under the loading indicator; idle until a range is chosen. */
export function useScheduledAssignments(range: DateRange | undefined) {
  const payload = { from: range?.from ?? '', to: range?.to ?? '' };
  return useQuery({
    ...serviceQuery('mta_scheduledAssignments', payload, { loading: true }),
    enabled: range !== undefined,
  });
}
