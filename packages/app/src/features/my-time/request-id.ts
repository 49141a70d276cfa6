import { useCallback, useState } from 'react';
import { newUuid } from '../../lib/uuid';

/**
 * The request id a My Time form sends: one per change made to the form, so sending the same
 * again is a retry the server answers once. `renew` after each change and after a request is
 * answered.
 */
export function useRequestId(): [requestId: string, renew: () => void] {
  const [requestId, setRequestId] = useState(newUuid);
  const renew = useCallback(() => setRequestId(newUuid()), []);
  return [requestId, renew];
}
