import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callService, serviceQuery } from '../../api/service-query';
import { useAfterListSave } from '../../domain/pick/after-list-save';
import type { Draft } from '../../domain/pick/preference-draft';
import { rememberBids } from './seen-bids';

/** The relief round and each week with bids. */
export function useVrWeeks() {
  return useQuery(serviceQuery('mta_vrWeeks', {}, { loading: true }));
}

/** The bids of my round that cover the week, with who took them (remembered for my bids' details). */
export function useVrOpenBids(weekStart: string) {
  const query = useQuery(serviceQuery('mta_vrOpenBids', { weekStart }));
  useEffect(() => {
    if (query.data) rememberBids(query.data.bids);
  }, [query.data]);
  return query;
}

/** My ranked bids as saved, their projection, my award. */
export function useVrPreferences() {
  const query = useQuery({
    ...serviceQuery('mta_vrCurrentPreferences', {}, { loading: true }),
    // Seniors save bids all day: what is projected is read again every minute while on screen.
    refetchInterval: 60_000,
  });
  useEffect(() => {
    if (query.data) rememberBids(query.data.bids);
  }, [query.data]);
  return query;
}

/** Saves the draft as the next version of my bids (its request id answers a retry once). */
export function useSaveBids() {
  const after = useAfterListSave(['mta_vrCurrentPreferences', 'mta_vrWeeks', 'mta_vrOpenBids']);
  return useMutation({
    mutationFn: (draft: Draft) =>
      callService(
        'mta_vrSetPreferences',
        { requestId: draft.requestId, items: draft.items.map((i) => i.itemId) },
        { loading: true },
      ),
    ...after,
  });
}
