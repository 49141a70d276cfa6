import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';

/** The pick periods the employee holds a job in (the picker). */
export function usePickedJobsDates() {
  return useQuery(serviceQuery('mta_pickedJobsDates', {}, { loading: true }));
}

/** The current and future jobs (the viewer's slides). */
export function usePickedJobSlides(enabled = true) {
  return useQuery({ ...serviceQuery('mta_pickedJobSlides', {}, { loading: true }), enabled });
}

/** One job in full; not called until a period is known. */
export function usePickedJobDetails(pickPeriodId: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_pickedJobDetails', { pickPeriodId: pickPeriodId ?? 0 }, { loading: true }),
    enabled: pickPeriodId !== undefined,
  });
}
