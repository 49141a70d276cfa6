import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';

export function usePickedHolidays() {
  return useQuery(serviceQuery('mta_pickedHolidays', {}, { loading: true }));
}

export function useVacationYears() {
  return useQuery(serviceQuery('mta_scheduledVacationWeeks', {}, { loading: true }));
}

export function useVacationWeeks(year: number | undefined) {
  return useQuery({
    ...serviceQuery('mta_scheduledVacationWeekDetails', { year: year ?? 0 }, { loading: true }),
    enabled: year !== undefined,
  });
}
