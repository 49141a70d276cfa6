import { LEAVE_TEXTS } from '@crewline/protocol';
import { IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { PATHS } from '../../lib/paths';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useQuotaAbsences } from './leave.queries';
import { daysText } from './quota-figures';
import { chooseQuotaYear } from './quota-year-choice';
import './leave.css';

/** Quota Absences (docs/product.md#leave-balances-and-quota-absences, DOB only): choose the year, newest first. */
export default function QuotaAbsencesPickerScreen() {
  // The current year's answer carries the years to choose from.
  const quotas = useQuotaAbsences(undefined);
  const router = useIonRouter();

  const open = (year: number) => {
    chooseQuotaYear(year);
    router.push(PATHS.quotaAbsencesViewer, 'forward');
  };

  return (
    <Screen title="Quota Absences" contentClassName="settings">
      <div className="settings__column">
        <h1 className="settings__heading">Quota Absences</h1>
        <QueryView
          query={quotas}
          failed={LEAVE_TEXTS.loadFailed('quota absences')}
          failedClassName="quota-picker__failed"
        >
          {(data) => (
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
        </QueryView>
      </div>
    </Screen>
  );
}
