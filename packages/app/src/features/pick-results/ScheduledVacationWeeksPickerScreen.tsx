import { PICK_RESULT_TEXTS } from '@crewline/protocol';
import { IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session/session.store';
import EmptyState from '../../ui/screen/EmptyState';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
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
    <Screen title="Scheduled Vacation Weeks" contentClassName="settings pick-results">
      <div className="settings__column">
        <h1 className="settings__heading">Scheduled Vacation Weeks</h1>
        <QueryView
          query={query}
          failed="Your vacation weeks could not be loaded."
          isEmpty={(d) => d.years.length === 0}
          empty={
            <EmptyState title={PICK_RESULT_TEXTS.noWeeksTitle} className="card empty-state empty-state--inset">
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
      </div>
    </Screen>
  );
}
