import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../app/service-query';
import { serviceClient } from '../../app/services';
import { withLoading } from '../../ui/feedback.store';

/** The employee's leave banks; kept in memory for the session (spec §7 Caching). */
export function useLeaveBalances() {
  return useQuery({
    ...serviceQuery('mta_leaveBalances', {}),
    queryFn: () => withLoading(() => serviceClient.call('mta_leaveBalances', {})),
  });
}
