import { PICK_RESULT_TEXTS } from '@crewline/protocol';
import { IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session/session.store';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import QueryView from '../../ui/screen/QueryView';
import { useVacationYears } from './pick-results.queries';
import { chosenVacationYearStore } from './vacation-year-choice';
import './pick-results.css';

/** Scheduled Vacation Weeks (all users): the years I have vacation weeks in; the viewer of my department shows one. */
export default function ScheduledVacationWeeksPickerScreen() {
  const query = useVacationYears();
  const router = useIonRouter();
  const dept = useSession()?.profile.dept;
  const viewer = dept === 'DOB' ? PATHS.scheduledVacationWeeksViewerDob : PATHS.scheduledVacationWeeksViewerRto;
  return (
    <HeadedScreen heading="Scheduled Vacation Weeks" title="Scheduled Vacation Weeks" look="pick-results">
      <QueryView
        query={query}
        failed="Your vacation weeks could not be loaded."
        isEmpty={(d) => d.years.length === 0}
        empty={
          <EmptyState title={PICK_RESULT_TEXTS.noWeeksTitle} inset>
            <p>{PICK_RESULT_TEXTS.noWeeks}</p>
          </EmptyState>
        }
      >
        {(data) => (
          <IonList inset aria-label="Years">
            {data.years.map((y) => (
              <IonItem
                key={y.year}
                button
                detail
                onClick={() => {
                  chosenVacationYearStore.set(y.year);
                  router.push(viewer, 'forward');
                }}
              >
                <IonLabel>
                  <h3>{y.year}</h3>
                  <p>
                    {y.weeks} {y.weeks === 1 ? 'week' : 'weeks'} of vacation
                  </p>
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
        )}
      </QueryView>
    </HeadedScreen>
  );
}
