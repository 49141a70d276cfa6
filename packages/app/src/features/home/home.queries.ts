import { useQuery } from '@tanstack/react-query';
import { serviceQuery } from '../../api/service-query';
import { homeScheduleRange } from './home-summary';

// Home never holds the screen behind the loading indicator: each card loads on its own.

/** This pay week and the two weeks ahead, one call shared by the home cards that read it. */
export function useHomeSchedule(today: string) {
  return useQuery(serviceQuery('mta_scheduledAssignments', homeScheduleRange(today)));
}

/** The pay weeks with a timecard, newest first (the same call as the timecard picker's). */
export function usePayWeeks() {
  return useQuery(serviceQuery('mta_timecardWeeks', {}));
}

/** The relief round the employee bids in, if any; only for relief staff (the call VR Preferences makes). */
export function useReliefRound(allowed: boolean) {
  return useQuery({ ...serviceQuery('mta_vrWeeks', {}), enabled: allowed, select: (e) => e.round });
}

/** The overtime offered from today on; only for those who may offer it. */
export function useOfferedOvertime(allowed: boolean) {
  return useQuery({ ...serviceQuery('mta_otAvailability', {}), enabled: allowed });
}

/** The holidays I work and their bank-or-pay choices; only for RTO staff (the call Holidays Accrue/Pay makes). */
export function useHolidayChoices(allowed: boolean) {
  return useQuery({ ...serviceQuery('mta_holidayAccruePayGet', {}), enabled: allowed, select: (e) => e.holidays });
}
