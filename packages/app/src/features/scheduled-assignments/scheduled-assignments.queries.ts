import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../app/service-query';
import { serviceClient } from '../../app/services';
import { withLoading } from '../../ui/feedback.store';
import type { DateRange } from './assignment-range';

/** The employee's days of a range, under the loading indicator; idle until a range is chosen. */
export function useScheduledAssignments(range: DateRange | undefined) {
  const payload = { from: range?.from ?? '', to: range?.to ?? '' };
  return useQuery({
    ...serviceQuery('mta_scheduledAssignments', payload),
    queryFn: () => withLoading(() => serviceClient.call('mta_scheduledAssignments', payload)),
    enabled: range !== undefined,
  });
}
