import { IonItem, IonLabel, IonList } from '@ionic/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import MyTimePage from './MyTimePage';
import {
  useDayOffRequests,
  useHolidayChoices,
  useMedicalAppointments,
  useMiscellaneous,
  useSickNotifications,
  useTrainingDays,
  useVacationDays,
  useVrPickedJobs,
} from './my-time.queries';
import {
  dayOffStatus,
  holidayChoicesStatus,
  medicalTrainingStatus,
  miscellaneousStatus,
  pickedJobsStatus,
  sickStatus,
  vacationDaysStatus,
} from './my-time-status';

/** The line under an entry, in parts: its status once read, a word while loading or when it could not be read. */
function statusOf(queries: UseQueryResult<unknown>[], line: () => string[]): string[] {
  if (queries.some((q) => q.isError)) return ['Could not be loaded'];
  if (queries.some((q) => q.data === undefined)) return ['Loading…'];
  return line();
}

/** My Time (RTO): one entry per area, each with where it stands. */
export default function MyTimeScreen() {
  const language = useLanguage();
  const medical = useMedicalAppointments();
  const training = useTrainingDays();
  const jobs = useVrPickedJobs();
  const dayOff = useDayOffRequests();
  const miscellaneous = useMiscellaneous();
  const sick = useSickNotifications();
  const vacation = useVacationDays();
  const holidays = useHolidayChoices();
  const entries = [
    {
      path: PATHS.myTime.vrPickedJobs,
      title: 'VR Picked Jobs',
      status: statusOf([jobs], () => pickedJobsStatus(jobs.data?.jobs ?? [])),
    },
    {
      path: PATHS.myTime.sickNotifyInOut,
      title: 'Sick Notify In/Out',
      status: statusOf([sick], () => sickStatus(sick.data?.open ?? null, language)),
    },
    {
      path: PATHS.myTime.requestDayOff,
      title: 'Request Day Off',
      status: statusOf([dayOff], () => dayOffStatus(dayOff.data?.requests ?? [])),
    },
    {
      path: PATHS.myTime.holidaysAccruePay,
      title: 'Holidays Accrue/Pay',
      status: statusOf([holidays], () => holidayChoicesStatus(holidays.data?.holidays ?? [])),
    },
    {
      path: PATHS.myTime.vacationInDays,
      title: 'Vacation In Days',
      status: statusOf([vacation], () =>
        // What the days to come are charged to: the bank of tomorrow's leave year.
        vacationDaysStatus(vacation.data?.days ?? [], vacation.data?.yearBanks[0]?.availableMinutes ?? 0),
      ),
    },
    {
      path: PATHS.myTime.medicalSchedulingTraining,
      title: 'Medical Scheduling / Training',
      status: statusOf([medical, training], () =>
        medicalTrainingStatus(
          medical.data?.appointments ?? [],
          training.data ?? { today: '', assignments: [] },
          language,
        ),
      ),
    },
    {
      path: PATHS.myTime.miscellaneous,
      title: 'Miscellaneous',
      status: statusOf([miscellaneous], () => miscellaneousStatus(miscellaneous.data?.requests ?? [])),
    },
  ];
  return (
    <MyTimePage title="My Time" heading="My Time">
      <IonList inset aria-label="My Time">
        {entries.map((e) => (
          <IonItem key={e.path} button detail routerLink={e.path}>
            <IonLabel>
              <h2>{e.title}</h2>
              <p>
                {/* A line breaks after a part's dot, never before it. */}
                {e.status.map((part, i) => (
                  <Fragment key={part}>
                    {i > 0 && ' '}
                    <span className="my-time__part">
                      {part}
                      {i < e.status.length - 1 && ' ·'}
                    </span>
                  </Fragment>
                ))}
              </p>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </MyTimePage>
  );
}
