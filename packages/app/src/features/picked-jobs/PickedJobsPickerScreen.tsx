import { PICKED_JOB_TEXTS, type PickedJobPeriod } from '@crewline/protocol';
import { IonItem, IonLabel, IonList, useIonRouter } from '@ionic/react';
import { useLanguage } from '../../lib/language';
import { PATHS } from '../../lib/paths';
import DateRange from '../../ui/DateRange';
import EmptyState from '../../ui/screen/EmptyState';
import HeadedScreen from '../../ui/screen/HeadedScreen';
import { chosenPickPeriodStore } from './picked-job-choice';
import { usePickedJobsDates } from './picked-jobs.queries';
import StatusChip from './StatusChip';
import './picked-jobs.css';

/** Picked Jobs (docs/product.md#picked-jobs, all users): the pick periods the employee holds a job in, newest first. */
export default function PickedJobsPickerScreen() {
  const { data } = usePickedJobsDates();
  const router = useIonRouter();
  const language = useLanguage();

  const open = (period: PickedJobPeriod) => {
    chosenPickPeriodStore.set(period.pickPeriodId);
    router.push(PATHS.pickedJobsViewer, 'forward');
  };

  return (
    <HeadedScreen heading="Picked Jobs" title="Picked Jobs">
      {data && data.periods.length === 0 && (
        <EmptyState
          title={PICKED_JOB_TEXTS.noPeriodsTitle}
          className="picked-jobs__empty"
          titleClassName="picked-jobs__empty-title"
        >
          <p>{PICKED_JOB_TEXTS.noPeriods}</p>
        </EmptyState>
      )}
      {data && data.periods.length > 0 && (
        <>
          {!data.periods.some((p) => p.status !== 'PAST') && (
            <EmptyState
              title={PICKED_JOB_TEXTS.noSlidesTitle}
              role="note"
              className="picked-jobs__empty"
              titleClassName="picked-jobs__empty-title"
            >
              <p>{PICKED_JOB_TEXTS.noSlides}</p>
            </EmptyState>
          )}
          <h2 className="section-title">Pick periods</h2>
          <p className="section-note picked-jobs__intro">Choose a pick period to see the job you hold in it.</p>
          <IonList inset className="picked-periods">
            {data.periods.map((period) => (
              <IonItem key={period.pickPeriodId} button detail onClick={() => open(period)}>
                <IonLabel>
                  <h3 className="picked-period__title">{period.description}</h3>
                  <p className="picked-period__dates">
                    <DateRange from={period.effectiveDate} to={period.expirationDate} language={language} /> ·{' '}
                    {period.jobCode}
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
    </HeadedScreen>
  );
}
