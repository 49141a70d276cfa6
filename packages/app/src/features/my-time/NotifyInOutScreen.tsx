import { type ServiceElements, SICK_GRACE_MINUTES, SICK_IN_AHEAD_DAYS, SICK_OUT_AHEAD_DAYS } from '@crewline/protocol';
import { IonButton, IonInput, IonItem, IonList, useIonRouter, useIonToast } from '@ionic/react';
import { useState } from 'react';
import { PATHS } from '../../app/paths';
import { useLanguage } from '../../lib/language';
import { newUuid } from '../../lib/uuid';
import { agencyInstant, agencyWallClock } from '../../session/agency-time';
import { formatTurn } from '../../ui/pick/package-facts';
import QueryView from '../../ui/screen/QueryView';
import Screen from '../../ui/screen/Screen';
import { useNotifyInOut, useSickNotifications } from './my-time.queries';
import './my-time.css';

type Answer = ServiceElements<'mta_notifyInOutGetAll'>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the datetime-local field holds it: the agency's wall clock, to the minute. */
function inputValue(instant: Date): string {
  const { date, minutes } = agencyWallClock(instant);
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant the field's agency wall clock names; undefined while it holds no whole time. */
function instantOf(value: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  return m ? agencyInstant(m[1] as string, Number(m[2]) * 60 + Number(m[3])) : undefined;
}

function NotifyForm({ answer }: { answer: Answer }) {
  const language = useLanguage();
  const router = useIonRouter();
  const [presentToast] = useIonToast();
  const notify = useNotifyInOut();
  const direction = answer.open ? 'IN' : 'OUT';
  const [at, setAt] = useState(() => inputValue(new Date(answer.now)));
  // One request id per time chosen: sending the same again is a retry, answered once.
  const [requestId, setRequestId] = useState(newUuid);
  const instant = instantOf(at);
  const submit = () => {
    if (!instant || Number.isNaN(instant.getTime())) return;
    notify.mutate(
      { requestId, direction, at: instant.toISOString() },
      {
        onSuccess: () => {
          void presentToast({
            message:
              direction === 'OUT'
                ? `Notified out sick from ${formatTurn(instant.toISOString(), language)}.`
                : `Notified in, fit for duty from ${formatTurn(instant.toISOString(), language)}.`,
            duration: 3000,
            position: 'bottom',
          });
          router.push(PATHS.myTime.sickNotifyInOut, 'back', 'pop');
        },
      },
    );
  };
  return (
    <>
      {answer.open && (
        <p className="section-note my-time__intro">Out sick since {formatTurn(answer.open.outAt, language)}.</p>
      )}
      <IonList inset>
        <IonItem>
          <IonInput
            type="datetime-local"
            label={direction === 'OUT' ? 'Sick from' : 'Fit for duty from'}
            labelPlacement="stacked"
            value={at}
            onIonInput={(e) => {
              setAt(String(e.detail.value ?? ''));
              setRequestId(newUuid());
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
    <Screen
      title="Notify In/Out"
      back={{ href: PATHS.myTime.sickNotifyInOut, label: 'Sick Notify In/Out' }}
      contentClassName="settings my-time"
    >
      <div className="settings__column">
        <h1 className="settings__heading">{query.data?.open ? 'Notify in' : 'Notify out sick'}</h1>
        <QueryView query={query} failed="Your sick notifications could not be loaded.">
          {(answer) => <NotifyForm answer={answer} />}
        </QueryView>
      </div>
    </Screen>
  );
}
