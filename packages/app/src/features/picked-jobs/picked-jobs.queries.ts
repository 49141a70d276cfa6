import { useQuery } from '@tanstack/react-query';
import type { ServicePayload } from '../../api/service-client';
import { serviceQuery } from '../../app/service-query';
import { serviceClient } from '../../app/services';
import { withLoading } from '../../ui/feedback.store';

type PickedJobService = 'mta_pickedJobsDates' | 'mta_pickedJobSlides' | 'mta_pickedJobDetails';

/** One picked-jobs call under the app's loading indicator. */
function pickedJobQuery<S extends PickedJobService>(service: S, payload: ServicePayload<S>) {
  return { ...serviceQuery(service, payload), queryFn: () => withLoading(() => serviceClient.call(service, payload)) };
}

/** The pick periods the employee holds a job in (the picker). */
export function usePickedJobsDates() {
  return useQuery(pickedJobQuery('mta_pickedJobsDates', {}));
}

/** The current and future jobs (the viewer's slides). */
export function usePickedJobSlides(enabled = true) {
  return useQuery({ ...pickedJobQuery('mta_pickedJobSlides', {}), enabled });
}

/** One job in full; not called until a period is known. */
export function usePickedJobDetails(pickPeriodId: number | undefined) {
  return useQuery({
    ...pickedJobQuery('mta_pickedJobDetails', { pickPeriodId: pickPeriodId ?? 0 }),
    enabled: pickPeriodId !== undefined,
  });
}
