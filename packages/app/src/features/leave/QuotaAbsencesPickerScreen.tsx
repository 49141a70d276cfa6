import { LEAVE_TEXTS } from '@crewline/protocol';
import { IonContent, IonItem, IonLabel, IonList, IonPage, useIonRouter } from '@ionic/react';
import { PATHS } from '../../app/paths';
import { useSession } from '../../session/session.store';
import LoadFailed from '../../ui/LoadFailed';
import MenuPageHeader from '../../ui/MenuPageHeader';
import { useQuotaAbsences } from './leave.queries';
import { daysText } from './quota-figures';
import { chooseQuotaYear } from './quota-year-choice';
import './leave.css';

/** Quota Absences (spec §2, DOB only): choose the year, newest first. */
export default function QuotaAbsencesPickerScreen() {
  // The current year's answer carries the years to choose from.
  const { data, isError, refetch } = useQuotaAbsences(undefined);
  const passId = useSession()?.profile.passId ?? '';
  const router = useIonRouter();

  const open = (year: number) => {
    chooseQuotaYear(passId, year);
    router.push(PATHS.quotaAbsencesViewer, 'forward');
  };

  return (
    <IonPage>
      <MenuPageHeader title="Quota Absences" />
      <IonContent className="settings">
        <div className="settings__column">
          <h1 className="settings__heading">Quota Absences</h1>
          {isError && !data && (
            <div className="quota-picker__failed">
              <LoadFailed message={LEAVE_TEXTS.loadFailed('quota absences')} onRetry={() => void refetch()} />
            </div>
          )}
          {data && (
            <>
              <h2 className="section-title">Choose the year</h2>
              <IonList inset>
                {data.years.map((year) => (
                  <IonItem key={year} button detail onClick={() => open(year)}>
                    <IonLabel>
                      <h3 className="quota-picker__year">{year}</h3>
                      {year === data.year && (
                        <p className="quota-picker__summary">
                          {data.quotas
                            .map((q) => `${q.description}: ${daysText(q.usedDays)} of ${q.allowanceDays}`)
                            .join(' · ')}
                        </p>
                      )}
                    </IonLabel>
                    {year === data.year && (
                      <span slot="end" className="value">
                        This year
                      </span>
                    )}
                  </IonItem>
                ))}
              </IonList>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}
