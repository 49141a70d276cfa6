import {
  EMAIL_ONLY_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  NOTIFICATION_TEXTS as T,
} from '@crewline/protocol';
import { IonButton } from '@ionic/react';
import { useEffect, useState } from 'react';
import { subscribeWebPush, type WebPushState, webPushState } from '../../platform/web-push';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
  useSendWebPushSubscription,
} from './notifications.queries';

const KINDS = NOTIFICATION_KINDS.filter((k) => !EMAIL_ONLY_KINDS.includes(k));
const pair = (kind: NotificationKind, channel: NotificationChannel) => `${kind}:${channel}`;
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const fromClock = (text: string) => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** This browser's push: the button that asks permission, or why there is none. */
function PushOnThisDevice({ serverKey }: { serverKey: string | null }) {
  const [state, setState] = useState<WebPushState | undefined>();
  const send = useSendWebPushSubscription();
  const { mutate } = send;
  useEffect(() => {
    void webPushState().then(async (now) => {
      setState(now);
      // Each sign-in is a new session: the subscription is sent again for it.
      if (now === 'on' && serverKey) {
        const sub = await subscribeWebPush(serverKey);
        if (typeof sub !== 'string') mutate(sub);
      }
    });
  }, [serverKey, mutate]);
  const turnOn = async () => {
    if (!serverKey) return;
    const sub = await subscribeWebPush(serverKey);
    if (typeof sub === 'string') return setState(sub);
    send.mutate(sub, { onSuccess: () => setState('on') });
  };
  if (state === undefined) return null;
  if (state === 'on') return <p className="notification-preferences__note">{T.pushOn}</p>;
  if (state === 'blocked') return <p className="notification-preferences__note">{T.pushBlocked}</p>;
  if (state === 'unavailable' || !serverKey)
    return <p className="notification-preferences__note">{T.pushUnavailable}</p>;
  return (
    <IonButton size="small" onClick={() => void turnOn()} disabled={send.isPending}>
      {T.turnOnPush}
    </IonButton>
  );
}

/** The form, from the saved choices. */
function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  const [off, setOff] = useState(() => new Set(saved.off.map((p) => pair(p.kind, p.channel))));
  const [quiet, setQuiet] = useState(saved.quietHours);
  const [done, setDone] = useState(false);
  const channels = NOTIFICATION_CHANNELS.filter((c) => saved.channels[c]);
  const toggle = (key: string) => {
    setDone(false);
    setOff((was) => {
      const next = new Set(was);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  const submit = () =>
    save.mutate(
      {
        off: KINDS.flatMap((kind) =>
          NOTIFICATION_CHANNELS.filter((channel) => off.has(pair(kind, channel))).map((channel) => ({ kind, channel })),
        ),
        quietHours: quiet,
      },
      { onSuccess: () => setDone(true) },
    );
  return (
    <form
      className="notification-preferences__form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {!saved.channels.email && <p className="notification-preferences__note">{T.noEmail}</p>}
      <table className="notification-preferences__table">
        <thead>
          <tr>
            <th scope="col">{T.preferencesTitle}</th>
            {channels.map((c) => (
              <th scope="col" key={c}>
                {T.channel[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{T.kindName[kind]}</th>
              {channels.map((c) => (
                <td key={c}>
                  <input
                    type="checkbox"
                    aria-label={`${T.kindName[kind]}: ${T.channel[c]}`}
                    checked={!off.has(pair(kind, c))}
                    onChange={() => toggle(pair(kind, c))}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="notification-preferences__quiet">
        <legend>{T.quietHours}</legend>
        <p className="notification-preferences__note">{T.quietHoursHelp}</p>
        <label>
          <input
            type="checkbox"
            checked={quiet === null}
            onChange={(e) => {
              setDone(false);
              setQuiet(e.target.checked ? null : { start: 22 * 60, end: 6 * 60 });
            }}
          />{' '}
          {T.quietOff}
        </label>
        {quiet && (
          <div className="notification-preferences__times">
            <label>
              {T.quietStart}{' '}
              <input
                type="time"
                value={toClock(quiet.start)}
                onChange={(e) => setQuiet({ ...quiet, start: fromClock(e.target.value) })}
              />
            </label>
            <label>
              {T.quietEnd}{' '}
              <input
                type="time"
                value={toClock(quiet.end)}
                onChange={(e) => setQuiet({ ...quiet, end: fromClock(e.target.value) })}
              />
            </label>
          </div>
        )}
      </fieldset>
      <IonButton size="small" disabled={save.isPending} onClick={submit}>
        {T.savePreferences}
      </IonButton>
      {done && (
        <p className="notification-preferences__note" role="status">
          {T.preferencesSaved}
        </p>
      )}
    </form>
  );
}

/** The Notifications screen's section: push on this device, which kinds reach me where, quiet hours. */
export default function NotificationPreferencesSection() {
  const prefs = useNotificationPreferences();
  if (!prefs.data) return null;
  return (
    <section className="notification-preferences" aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className="settings__heading">
        {T.preferencesTitle}
      </h2>
      <p className="notification-preferences__note">{T.preferencesIntro}</p>
      <PushOnThisDevice serverKey={prefs.data.webPushKey} />
      <PreferencesForm saved={prefs.data} />
    </section>
  );
}
