import { type ServiceElements, SICK_GRACE_MINUTES, SICK_IN_AHEAD_DAYS, SICK_OUT_AHEAD_DAYS } from '@crewline/protocol';
import { IonButton, IonInput, IonItem, IonList, useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useLanguage } from '../../../lib/language';
import { PATHS } from '../../../lib/paths';
import { zoneNameAbroad } from '../../../session/agency-time';
import { agencyDateTimeText } from '../../../session/agency-time-text';
import { useNotice } from '../../../ui/notice';
import QueryView from '../../../ui/screen/QueryView';
import MyTimePage from '../MyTimePage';
import { useNotifyInOut, useSickNotifications } from '../my-time.queries';
import { useRequestId } from '../request-id';
import { fieldValue, instantOf } from './wall-clock-field';

type Answer = ServiceElements<'mta_notifyInOutGetAll'>;

function NotifyForm({ answer }: { answer: Answer }) {
  const language = useLanguage();
  const router = useIonRouter();
  const showNotice = useNotice();
  const notify = useNotifyInOut();
  const direction = answer.open ? 'IN' : 'OUT';
  const [at, setAt] = useState(() => fieldValue(new Date(answer.now)));
  const [requestId, renewRequestId] = useRequestId();
  const instant = instantOf(at);
  const zone = zoneNameAbroad(answer.now);
  const submit = () => {
    if (!instant) return;
    notify.mutate(
      { requestId, direction, at: instant.toISOString() },
      {
        onSuccess: () => {
          showNotice(
            direction === 'OUT'
              ? `Notified out sick from ${agencyDateTimeText(instant.toISOString(), language)}.`
              : `Notified in, fit for duty from ${agencyDateTimeText(instant.toISOString(), language)}.`,
          );
          router.push(PATHS.myTime.sickNotifyInOut, 'back', 'pop');
        },
      },
    );
  };
  return (
    <>
      {answer.open && (
        <p className="section-note my-time__intro">Out sick since {agencyDateTimeText(answer.open.outAt, language)}.</p>
      )}
      <IonList inset>
        <IonItem>
          <IonInput
            type="datetime-local"
            label={`${direction === 'OUT' ? 'Sick from' : 'Fit for duty from'}${zone ? ` (${zone})` : ''}`}
            labelPlacement="stacked"
            value={at}
            onIonInput={(e) => {
              setAt(String(e.detail.value ?? ''));
              renewRequestId();
            }}
          />
        </IonItem>
      </IonList>
      <p className="section-note">
        {direction === 'OUT'
          ? `Each work day from then until you notify in is charged to your sick bank. Give a time from ${SICK_GRACE_MINUTES / 60} hours ago to ${SICK_OUT_AHEAD_DAYS} day ahead.`
          : `Your work days from the day you are back are worked again. Give a time from ${SICK_GRACE_MINUTES / 60} hours ago to ${SICK_IN_AHEAD_DAYS} days ahead.`}
      </p>
      <div className="my-time__actions">
        <IonButton
          expand="block"
          color={direction === 'OUT' ? 'danger' : 'primary'}
          disabled={!instant}
          onClick={submit}
        >
          {direction === 'OUT' ? 'Notify out sick' : 'Notify in'}
        </IonButton>
      </div>
    </>
  );
}

/** Notify In/Out (My Time): the time out sick, or back fit for duty, and the button that sends it. */
export default function NotifyInOutScreen() {
  const query = useSickNotifications();
  return (
    <MyTimePage
      title="Notify In/Out"
      heading={query.data?.open ? 'Notify in' : 'Notify out sick'}
      back={{ href: PATHS.myTime.sickNotifyInOut, label: 'Sick Notify In/Out' }}
    >
      <QueryView query={query} failed="Your sick notifications could not be loaded.">
        {(answer) => <NotifyForm answer={answer} />}
      </QueryView>
    </MyTimePage>
  );
}
