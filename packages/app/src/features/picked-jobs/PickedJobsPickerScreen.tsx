import { PICKED_JOB_TEXTS, type PickedJobPeriod } from '@crewline/protocol';
import { IonContent, IonItem, IonLabel, IonList, IonPage, useIonRouter } from '@ionic/react';
import { PATHS } from '../../app/paths';
import { formatDateRange } from '../../lib/date-format';
import { useLanguage } from '../../lib/language';
import MenuPageHeader from '../../ui/MenuPageHeader';
import { chosenPickPeriodStore } from './picked-job-choice';
import { usePickedJobsDates } from './picked-jobs.queries';
import StatusChip from './StatusChip';
import './picked-jobs.css';

/** Picked Jobs (spec §2, all users): the pick periods the employee holds a job in, newest first. */
export default function PickedJobsPickerScreen() {
  const { data } = usePickedJobsDates();
  const router = useIonRouter();
  const language = useLanguage();

  const open = (period: PickedJobPeriod) => {
    chosenPickPeriodStore.set(period.pickPeriodId);
    router.push(PATHS.pickedJobsViewer, 'forward');
  };

  return (
    <IonPage>
      <MenuPageHeader title="Picked Jobs" />
      <IonContent className="settings">
        <div className="settings__column">
          <h1 className="settings__heading">Picked Jobs</h1>
          {data && data.periods.length === 0 && (
            <div className="picked-jobs__empty">
              <h2 className="picked-jobs__empty-title">{PICKED_JOB_TEXTS.noPeriodsTitle}</h2>
              <p>{PICKED_JOB_TEXTS.noPeriods}</p>
            </div>
          )}
          {data && data.periods.length > 0 && (
            <>
              {!data.periods.some((p) => p.status !== 'PAST') && (
                <div className="picked-jobs__empty" role="note">
                  <h2 className="picked-jobs__empty-title">{PICKED_JOB_TEXTS.noSlidesTitle}</h2>
                  <p>{PICKED_JOB_TEXTS.noSlides}</p>
                </div>
              )}
              <h2 className="section-title">Pick periods</h2>
              <p className="section-note picked-jobs__intro">Choose a pick period to see the job you hold in it.</p>
              <IonList inset className="picked-periods">
                {data.periods.map((period) => (
                  <IonItem key={period.pickPeriodId} button detail onClick={() => open(period)}>
                    <IonLabel>
                      <h3 className="picked-period__title">{period.description}</h3>
                      <p className="picked-period__dates">
                        {formatDateRange(period.effectiveDate, period.expirationDate, language)} · {period.jobCode}
                      </p>
                    </IonLabel>
                    {period.status !== 'PAST' && (
                      <span slot="end">
                        <StatusChip status={period.status} />
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
